/**
 * Copy of the three service landing pages (product.md §2 'About, offer and landing
 * pages', D2). The six phases of 'Hoe ik je help' live in phases.ts.
 *
 * The buttons after `closing` are fixed: 'Plan je gratis kennismakingsgesprek'
 * (/kennismaking) and 'Bekijk de pakketten' (/coaching-packages).
 */
export interface ServicePage {
  path: "/burnout-coaching" | "/adhd-coaching" | "/life-coaching";
  /** At most 60 characters. */
  metaTitle: string;
  /** 120 to 160 characters. */
  metaDescription: string;
  /** Small label above the H1. */
  eyebrow: string;
  /** The H1. */
  title: string;
  /** Paragraphs; on life coaching the single default of life_coaching_intro. */
  intro: string[];
  recognizeTitle: "Herken je dit?";
  recognize: string[];
  /** Introduces the six-phase 'Hoe ik je help' section. */
  phasesIntro: string;
  /** Only on the burn-out page. */
  whyMe?: { title: "Waarom mij?"; items: { title: string; text: string }[] };
  outcomes: { title: string; items: string[] };
  /** Call to action before the two buttons. */
  closing: { title: string; text: string };
}

export const burnoutCoaching: ServicePage = {
  path: "/burnout-coaching",
  metaTitle: "Burn-out coaching voor mannen",
  metaDescription:
    "Te lang doorgegaan en loop je op je tandvlees? Burn-out coaching voor mannen: eerlijk, praktisch en in je eigen tempo. Plan een gratis kennismaking.",
  eyebrow: "Burn-out coaching",
  title: "Burn-out coaching voor mannen die te lang zijn doorgegaan",
  intro: [
    "Je bent altijd degene geweest die het regelt. Op je werk, thuis, voor iedereen. Tot je merkt dat het niet meer gaat: je slaapt slecht, je lontje is kort en zelfs kleine dingen kosten je bakken energie. Tegen anderen zeg je nog dat het wel meevalt. Maar vanbinnen weet je dat het zo niet verder kan.",
    "Ik help mannen die zijn vastgelopen om weer grip te krijgen. Niet met een standaardprogramma of vage adviezen, maar met een aanpak die past bij jouw leven: concreet, eerlijk en stap voor stap. We kijken naar wat je energie kost, waarom je zo lang bent doorgegaan en wat je nodig hebt om het anders te doen.",
    "Herstel kost tijd; vaak duurt het 3 tot 6 maanden. Coaching is geen therapie en vervangt je huisarts niet. Zit je in een crisis of denk je aan zelfdoding? Bel dan 113 (0800-0113) of je huisarts.",
  ],
  recognizeTitle: "Herken je dit?",
  recognize: [
    "Om 23:00 zit je nog in je inbox, om ‘even snel’ iets weg te werken.",
    "Je ligt om drie uur ’s nachts wakker en je hoofd draait de werkdag al af.",
    "Je wordt moe wakker, ook na een weekend waarin je niets hebt gedaan.",
    "Je snauwt tegen je kinderen of je partner om dingen die je vroeger niets deden.",
    "Op zondagavond voel je de maandag al op je borst drukken.",
    "Je vergeet afspraken en leest dezelfde alinea drie keer zonder dat hij binnenkomt.",
    "Een verjaardag of een simpel telefoontje voelt als een berg die je niet op kunt.",
    "Je zegt tegen iedereen dat het goed gaat, maar je voelt je leeg.",
  ],
  phasesIntro:
    "Herstel van een burn-out gaat niet in een rechte lijn, maar wel in herkenbare stappen. Dit zijn de zes fases die we samen doorlopen, in jouw tempo.",
  whyMe: {
    title: "Waarom mij?",
    items: [
      {
        title: "Ik ken het van binnenuit",
        text: "Ik weet hoe het is om door te gaan terwijl je lijf allang ‘stop’ zegt. Ik praat niet over burn-out vanuit een boek, maar vanuit ervaring.",
      },
      {
        title: "Zelf vijf coaches gehad",
        text: "Ik heb zelf met vijf coaches gewerkt. Ik weet dus ook van de andere kant van de tafel wat helpt, wat niet werkt en hoe het voelt om je verhaal voor het eerst hardop te vertellen.",
      },
      {
        title: "7+ jaar ervaring",
        text: "Al meer dan 7 jaar begeleid ik mensen, vooral mannen, die vastlopen in hun werk en hun leven. Ik herken de patronen snel en weet welke vragen ertoe doen.",
      },
      {
        title: "Praktisch en zonder jargon",
        text: "Geen vage praat of eindeloos analyseren. We werken met concrete stappen die je morgen al kunt zetten, op je werk en thuis.",
      },
      {
        title: "Oog voor een druk hoofd",
        text: "Bij veel mannen met een burn-out speelt ook een onrustig of chaotisch hoofd mee, soms door ADHD. Daar houd ik in de aanpak rekening mee. Een diagnose stel ik niet; daarvoor verwijs ik je naar je huisarts.",
      },
    ],
  },
  outcomes: {
    title: "Wat het je oplevert",
    items: [
      "Inzicht in wat je energie kost en wat je energie geeft",
      "Grenzen die je durft aan te geven, op je werk en thuis",
      "Handvatten voor meer rust in je hoofd en in je avonden",
      "Een plan om terug te keren naar je werk in een tempo dat je volhoudt",
      "Meer geduld en aandacht voor je partner en je kinderen",
      "Signalen herkennen voordat je opnieuw over je grens gaat",
    ],
  },
  closing: {
    title: "Zet de eerste stap",
    text: "Je hoeft niet te wachten tot het nog slechter gaat. Plan een gratis kennismakingsgesprek van 30 minuten, online via {videodienst}. We kijken samen waar je staat en of ik de juiste coach voor je ben. Geen verplichtingen, wel een eerlijk antwoord.",
  },
};

export const adhdCoaching: ServicePage = {
  path: "/adhd-coaching",
  metaTitle: "ADHD coaching voor mannen: grip op je dag",
  metaDescription:
    "Altijd aan en toch achter de feiten aan? ADHD coaching voor mannen die grip willen op focus, energie en planning. Met of zonder diagnose welkom.",
  eyebrow: "ADHD coaching",
  title: "ADHD coaching: werken mét je brein in plaats van ertegen",
  intro: [
    "Je hoofd staat nooit uit. Je hebt tien ideeën tegelijk, begint vol enthousiasme en strandt halverwege. Afspraken glippen erdoor, je inbox groeit en je compenseert alles met extra uren en wilskracht. Dat houd je een tijd vol, maar het kost je steeds meer.",
    "In mijn coaching gaan we je brein niet ‘normaal’ proberen te maken. We zoeken uit hoe jouw hoofd werkt: wanneer je scherp bent, waar je energie van krijgt en wat je leegtrekt. Daar bouwen we een dag, een week en een manier van werken omheen die wél bij je past.",
    "Heb je een diagnose, vermoed je ADHD of twijfel je nog? Je bent welkom. Ik stel geen diagnose en geef geen advies over medicatie; daarvoor ga je naar je huisarts. Wat ik wel doe: je helpen om in je dagelijks leven meer grip te krijgen.",
  ],
  recognizeTitle: "Herken je dit?",
  recognize: [
    "Je vergeet afspraken, ook de afspraken die je écht belangrijk vindt.",
    "Je begint aan vijf dingen tegelijk en maakt er weinig van af.",
    "Saaie taken schuif je voor je uit tot de deadline brandt, en dan werk je door tot diep in de nacht.",
    "Om 23:00 lig je nog te scrollen, terwijl je weet dat je moet slapen.",
    "Je schiet uit tegen je kinderen om iets kleins en hebt er een minuut later spijt van.",
    "Na een uur in een open kantoor of op een verjaardag ben je gesloopt.",
    "Je voelt je vaak ‘lui’ of ‘dom’, terwijl je keihard werkt.",
    "Je hebt al tien planners en apps geprobeerd, en na twee weken gebruik je ze geen van alle meer.",
  ],
  phasesIntro:
    "Het doel is niet om je ADHD weg te werken, maar om te leren er anders mee om te gaan. In zes fases gaan we van inzicht naar een dagelijkse praktijk die bij jouw brein past.",
  outcomes: {
    title: "Wat het je oplevert",
    items: [
      "Inzicht in hoe jouw brein werkt: wanneer je focus hebt en wat je afleidt",
      "Een planningssysteem dat simpel genoeg is om vol te houden",
      "Meer overzicht in je werk, je agenda en je hoofd",
      "Beter omgaan met prikkels, emoties en impulsieve reacties",
      "Slim gebruik van hulpmiddelen, zoals AI, voor structuur in je dag",
      "Minder schuldgevoel en meer begrip voor jezelf",
    ],
  },
  closing: {
    title: "Benieuwd wat dit voor jou kan betekenen?",
    text: "In een gratis kennismakingsgesprek van 30 minuten, online via {videodienst}, vertel je waar je tegenaan loopt. Ik vertel hoe ik werk en we kijken samen of het klikt. Daarna beslis jij of je verder wilt.",
  },
};

export const lifeCoaching: ServicePage = {
  path: "/life-coaching",
  metaTitle: "Life coaching voor mannen: richting en rust",
  metaDescription:
    "Alles op de rit, maar toch onrustig? Life coaching voor mannen die willen weten wat ze echt willen in werk, relatie en leven. Plan een gratis kennismaking.",
  eyebrow: "Life coaching",
  title: "Life coaching voor mannen die meer willen dan alleen functioneren",
  // Default of the admin-editable text life_coaching_intro (page life-coaching, D24).
  intro: [
    "Van buiten ziet je leven er prima uit: een baan, een gezin, een volle agenda. Toch voelt het alsof je op de automatische piloot leeft en jezelf ergens onderweg bent kwijtgeraakt. Je vraagt je af of dit het nu is. In life coaching zoeken we samen uit wat jij echt belangrijk vindt, wat je tegenhoudt en welke keuzes daarbij horen. Geen zweverige oefeningen, maar eerlijke gesprekken en concrete stappen. Zodat je weer leeft vanuit wat je wilt, niet alleen vanuit wat moet.",
  ],
  recognizeTitle: "Herken je dit?",
  recognize: [
    "Je werkt hard, maar je weet eigenlijk niet meer waarvoor.",
    "Op zondagavond voel je al een zware onrust over de week die komt.",
    "Je zegt vaker ja dan je wilt en houdt weinig tijd over voor jezelf.",
    "’s Avonds zit je op de bank en voel je je leeg, terwijl er niets bijzonders aan de hand is.",
    "Je staat op een kruispunt: een andere baan, een relatie die schuurt, of de vraag wat je met de rest van je leven wilt.",
    "Je partner zegt dat je er wel bent, maar niet echt aanwezig.",
    "Je hebt plannen en dromen die je al jaren voor je uit schuift.",
  ],
  phasesIntro:
    "Ook bij life coaching werk ik in zes fases: eerst helder krijgen waar je staat, dan begrijpen wat je tegenhoudt, en daarna oefenen met nieuwe keuzes.",
  outcomes: {
    title: "Wat het je oplevert",
    items: [
      "Helderheid over wat je echt belangrijk vindt",
      "Keuzes in werk en privé die bij je passen",
      "Grenzen aangeven zonder schuldgevoel",
      "Meer rust en aandacht voor de mensen om je heen",
      "Concrete stappen richting een leven dat voor jou klopt",
    ],
  },
  closing: {
    title: "Klaar voor een eerlijk gesprek?",
    text: "Je hoeft niet precies te weten wat je wilt om te beginnen. Plan een gratis kennismakingsgesprek van 30 minuten, online via {videodienst}. We verkennen waar je staat en of ik je verder kan helpen. Geen verplichtingen, wel een eerlijk antwoord.",
  },
};
