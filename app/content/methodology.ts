/**
 * The /methodology page: six topics around the central node
 * 'ADHD als superkracht' (product.md §2, D2). Plain text only.
 */
export type TopicIcon = "sparkles" | "radar" | "battery" | "clock" | "home" | "mirror";

export type TopicColor = "sage" | "sand" | "sky" | "clay" | "moss" | "slate";

export interface MethodologyTopicContent {
  /** 2-3 sentences. */
  overview: string;
  /** 4-5 items. */
  keyPoints: string[];
  /** 2-3 sentences. */
  practicalApproach: string;
}

export interface MethodologyTopic {
  id: number;
  title: string;
  icon: TopicIcon;
  color: TopicColor;
  /** One sentence. */
  description: string;
  content: MethodologyTopicContent;
}

export interface MethodologySection {
  heading: string;
  paragraphs: string[];
}

export interface MethodologyPageContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  centerLabel: "ADHD als superkracht";
  centerText: string;
  diagramHint: string;
  sections: MethodologySection[];
  ctaTitle: string;
  ctaText: string;
  ctaLabel: "Begin jouw reis";
}

export const methodologyTopics: MethodologyTopic[] = [
  {
    id: 1,
    title: "AI als dagelijkse coach",
    icon: "sparkles",
    color: "sage",
    description: "Slimme hulpmiddelen die je helpen plannen, ordenen en op koers blijven, elke dag weer.",
    content: {
      overview:
        "Een hoofd met ADHD zit vol ideeën, maar overzicht houden is lastig. Een AI-assistent kan dat overzicht voor je bijhouden, zonder oordeel en op elk moment van de dag. Ik leer je hoe je zo'n hulpmiddel praktisch inzet, niet als vervanging van je eigen denken.",
      keyPoints: [
        "Je dag plannen in een paar minuten, in plaats van een half uur piekeren",
        "Grote taken opknippen in kleine, haalbare stappen",
        "Gedachten uit je hoofd halen en laten ordenen",
        "Vaste routines en herinneringen die je niet zelf hoeft te onthouden",
        "Bewust kiezen wat je wel en niet met een tool deelt",
      ],
      practicalApproach:
        "We kijken samen waar je dag vastloopt en kiezen één of twee vaste momenten waarop je AI gebruikt, bijvoorbeeld bij de start van je werkdag. Je krijgt concrete voorbeeldvragen die je meteen kunt gebruiken. In het face-to-face pakket hoort AI-ondersteuning bij het traject.",
    },
  },
  {
    id: 2,
    title: "Gevoeligheid & triggers",
    icon: "radar",
    color: "sand",
    description: "Begrijpen wat je uit balans brengt, zodat je minder wordt overvallen door je eigen reacties.",
    content: {
      overview:
        "Veel mannen met ADHD of een burn-out reageren heftiger dan ze zelf willen: een kort lontje, snel overprikkeld, of juist helemaal dichtklappen. Dat is geen zwakte, maar een signaal. Als je je triggers kent, kun je eerder bijsturen.",
      keyPoints: [
        "Herkennen welke situaties, mensen en prikkels je energie kosten",
        "Het verschil zien tussen de trigger en je reactie erop",
        "Signalen van je lijf eerder opmerken: een gespannen kaak, onrustige benen, een hoge ademhaling",
        "Gevoeligheid ook zien als kracht: je merkt veel op wat anderen missen",
      ],
      practicalApproach:
        "Je houdt een paar weken kort bij wanneer je uitschiet of dichtklapt, en wat daaraan voorafging. In de sessies zoeken we het patroon en maken we een plan voor de momenten die steeds terugkomen. Denk aan het uur na je werk, voordat je met het gezin aan tafel zit.",
    },
  },
  {
    id: 3,
    title: "Energiebalans",
    icon: "battery",
    color: "sky",
    description: "Leren doseren, zodat je niet steeds van vol gas naar helemaal leeg gaat.",
    content: {
      overview:
        "Met ADHD is het vaak alles of niets: dagen in hyperfocus, daarna instorten. Bij een burn-out is de batterij al lang leeg voordat je het doorhebt. Energiebalans gaat over weten wat je oplaadt en wat je leegtrekt, en daar eerlijk naar handelen.",
      keyPoints: [
        "Inzicht in wat je energie geeft en wat het je kost",
        "Herstel inplannen in plaats van hopen dat het weekend genoeg is",
        "Pieken en dalen herkennen voordat je crasht",
        "Slaap, beweging en eten als basis, zonder streng regime",
        "Nee zeggen zonder schuldgevoel",
      ],
      practicalApproach:
        "We maken een eenvoudige energiekaart van je week. Daarna schuiven we met taken, pauzes en herstelmomenten tot er een ritme ontstaat dat je kunt volhouden. Kleine aanpassingen, die we elke week bijstellen.",
    },
  },
  {
    id: 4,
    title: "Ritme vs bioritme",
    icon: "clock",
    color: "clay",
    description: "Je dag inrichten op je eigen biologische klok in plaats van op andermans rooster.",
    content: {
      overview:
        "Iedereen heeft een natuurlijk ritme van energie en focus over de dag. Een werkdag van negen tot vijf houdt daar weinig rekening mee, en met ADHD voel je dat extra sterk. Als je weet wanneer je hoofd het scherpst is, kun je daar je belangrijkste werk plannen.",
      keyPoints: [
        "Ontdekken wanneer jouw beste focusuren zijn",
        "Zware taken op je sterke momenten, routinewerk in je dalen",
        "Een vast slaap- en wekritme als anker",
        "Omgaan met avondenergie die je uit je slaap houdt",
      ],
      practicalApproach:
        "Je let een week lang op je energie en concentratie per dagdeel. Daarna passen we je planning stap voor stap aan, voor zover je werk dat toelaat. Een paar vaste ankerpunten, zoals elke dag op dezelfde tijd opstaan, maken al verschil.",
    },
  },
  {
    id: 5,
    title: "Omgeving",
    icon: "home",
    color: "moss",
    description: "Je huis, je werkplek en de mensen om je heen zo inrichten dat ze je helpen in plaats van afleiden.",
    content: {
      overview:
        "Je omgeving bepaalt meer dan je denkt. Een rommelige werkplek, een telefoon die steeds oplicht of mensen die alleen maar vragen: het kost allemaal energie. Als je je omgeving bewust inricht, hoef je minder op wilskracht te draaien.",
      keyPoints: [
        "Minder prikkels op je werkplek en thuis",
        "Vaste plekken voor je spullen, zodat je minder kwijtraakt",
        "Meldingen en schermtijd onder controle",
        "Zien welke mensen je energie geven en welke je energie kosten",
        "Je naasten betrekken, zodat ze begrijpen wat je nodig hebt",
      ],
      practicalApproach:
        "We lopen je dag door en kijken waar je omgeving tegenwerkt. Je kiest zelf één verandering per keer, bijvoorbeeld je telefoon 's avonds buiten de slaapkamer. Als je wilt, bereiden we ook het gesprek met je partner of leidinggevende voor.",
    },
  },
  {
    id: 6,
    title: "Ego",
    icon: "mirror",
    color: "slate",
    description: "Eerlijk kijken naar het beeld dat je van jezelf hebt, en wat het je kost om dat overeind te houden.",
    content: {
      overview:
        "Veel mannen die vastlopen, houden het lang vol omdat ze sterk willen zijn: de kostwinner, degene die het altijd regelt. Dat ego heeft je ver gebracht, maar het kan je ook klemzetten. Radicale acceptatie begint bij zien wie je bent, zonder het mooier of erger te maken.",
      keyPoints: [
        "Herkennen wanneer je doorgaat uit trots of angst, en niet uit vrije keuze",
        "Het verschil tussen wat je wilt en wat je nodig hebt",
        "Hulp vragen zien als kracht in plaats van als falen",
        "Je waarde loskoppelen van wat je presteert",
      ],
      practicalApproach:
        "In de gesprekken benoem ik wat ik zie, eerlijk en zonder oordeel. Jij onderzoekt welke overtuigingen je drijven en welke je kunt loslaten. Dat is soms confronterend, en juist daar ontstaat vaak ruimte.",
    },
  },
];

export const methodologyPage: MethodologyPageContent = {
  metaTitle: "Mijn aanpak: ADHD als superkracht",
  metaDescription:
    "Zes onderwerpen waarmee ik je help om je ADHD te leren kennen en ermee te werken: AI, triggers, energie, ritme, omgeving en ego.",
  eyebrow: "Methodiek",
  title: "Zes onderwerpen, één doel",
  intro:
    "ADHD brengt chaos, maar ook energie, creativiteit en een scherp oog voor wat anderen missen. Mijn aanpak draait om zes onderwerpen die samen bepalen of je hoofd je tegenwerkt of juist helpt. We kijken naar alle zes, en beginnen waar voor jou de meeste winst zit.",
  centerLabel: "ADHD als superkracht",
  centerText: "Niet wegpoetsen wat anders is, maar leren werken met hoe jouw hoofd werkt.",
  diagramHint: "Klik op een onderwerp voor de uitleg.",
  sections: [
    {
      heading: "Waarom ‘superkracht’?",
      paragraphs: [
        "Met superkracht bedoel ik niet dat ADHD makkelijk is. Het kost je waarschijnlijk al jaren veel energie: vergeten afspraken, projecten die half af blijven, een hoofd dat 's nachts niet stil wordt. Dat is echt, en dat neem ik serieus.",
        "Maar dezelfde eigenschappen die je nu opbreken, zijn vaak ook je sterkste kanten. Snel schakelen, creatief denken, vol gaan voor iets wat je raakt. Als je weet hoe je werkt, kun je die kanten bewust inzetten in plaats van er last van te hebben.",
      ],
    },
    {
      heading: "Hoe we met de onderwerpen werken",
      paragraphs: [
        "Niet elk onderwerp is voor iedereen even belangrijk. In de kennismaking en de eerste sessies kijken we waar jij het meest vastloopt. Daar beginnen we.",
        "Je werkt met kleine, concrete stappen die passen in je gewone week. Geen dik werkboek, wel oefeningen die je morgen kunt doen. Elke sessie kijken we wat werkte en wat niet, en stellen we bij.",
      ],
    },
    {
      heading: "Coaching, geen behandeling",
      paragraphs: [
        "Ik ben coach, geen arts of psycholoog. Ik stel geen diagnoses en behandel geen ADHD of burn-out. Wel help ik je om inzicht te krijgen en praktische stappen te zetten, eventueel naast de zorg die je al krijgt.",
        "Zit je in een crisis of denk je aan zelfdoding? Bel dan 113 (0800-0113) of je huisarts.",
      ],
    },
  ],
  ctaTitle: "Ontdekken hoe jouw hoofd werkt?",
  ctaText:
    "In een gratis kennismaking van 30 minuten bespreken we waar je staat en welke onderwerpen jou het meest opleveren. Online via {videodienst}, zonder verplichtingen.",
  ctaLabel: "Begin jouw reis",
};
