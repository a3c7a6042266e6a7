/**
 * The article /psychologie-alternatief (product.md §2, D2): traditional psychology
 * compared with coaching. The FAQ also feeds the page's FAQPage structured data.
 * The page's buttons go to /kennismaking and /coaching-packages.
 */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PsychologyAlternativeArticle {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  sections: ArticleSection[];
  comparison: { aspect: string; psychology: string; coaching: string }[];
  faq: FaqItem[];
}

export const psychologyAlternative: PsychologyAlternativeArticle = {
  metaTitle: "Psycholoog of coach? Zo maak je de juiste keuze",
  metaDescription:
    "Psycholoog of coach bij burn-out of ADHD? Een eerlijke vergelijking: wat is het verschil, wanneer ga je naar je huisarts en wanneer past coaching beter?",
  eyebrow: "Psycholoog of coach?",
  title: "Coaching als alternatief voor de psycholoog: wanneer past wat?",
  intro:
    "Loop je vast met stress, burn-outklachten of ADHD, dan is de eerste gedachte vaak: ik moet naar een psycholoog. Soms is dat precies de goede stap, maar niet altijd. In dit artikel zet ik eerlijk op een rij wat het verschil is tussen een psycholoog en een coach, wanneer coaching een goed alternatief kan zijn en wanneer je echt eerst naar je huisarts moet.",
  sections: [
    {
      heading: "Wat doet een psycholoog?",
      paragraphs: [
        "Een psycholoog in de zorg stelt diagnoses en behandelt psychische klachten en stoornissen, zoals een depressie, een angststoornis of trauma. Dat gebeurt vaak met onderzochte behandelmethodes, zoals cognitieve gedragstherapie of EMDR.",
        "In Nederland kom je meestal via je huisarts bij een psycholoog terecht. Vaak zie je eerst de praktijkondersteuner GGZ (POH-GGZ) in de huisartsenpraktijk. Is meer nodig, dan verwijst je huisarts je door. Behandeling in de GGZ wordt vaak vergoed uit de basisverzekering, maar je eigen risico geldt en er zijn regelmatig wachtlijsten.",
      ],
    },
    {
      heading: "Wat doet een coach?",
      paragraphs: [
        "Een coach behandelt geen ziekte en stelt geen diagnose. Coaching richt zich op het hier en nu en op wat je wilt: hoe ga je om met je energie, je werk, je grenzen en je patronen, en wat wil je anders? Het is praktisch en doelgericht.",
        "Als coach kijk ik met je naar je dagelijkse leven: de mail om 23:00, de afspraken die je vergeet, het moment waarop je thuis uit je slof schiet. We zoeken uit wat eronder zit en vertalen dat naar stappen die je in je eigen week kunt zetten.",
        "Let wel: het beroep coach is in Nederland niet beschermd. Iedereen mag zich coach noemen. Kijk dus goed naar ervaring, opleiding en werkwijze voordat je kiest.",
      ],
    },
    {
      heading: "Wanneer ga je naar je huisarts of een psycholoog?",
      paragraphs: [
        "Coaching vervangt geen zorg. Ga eerst naar je huisarts als je klachten ernstig zijn of al lang duren. Je huisarts kan ook lichamelijke oorzaken uitsluiten, zoals een schildklierprobleem of bloedarmoede, die op een burn-out kunnen lijken. Kies in elk geval voor je huisarts of een psycholoog als een van deze dingen voor jou geldt:",
      ],
      list: [
        "Je denkt aan zelfdoding of voelt je wanhopig. Bel dan direct 113 (0800-0113, gratis) of je huisarts; buiten kantooruren de huisartsenpost.",
        "Je bent al weken somber, hebt nergens meer plezier in of komt je bed nauwelijks nog uit.",
        "Paniekaanvallen of angst beheersen je dagelijks leven.",
        "Je hebt iets ingrijpends meegemaakt dat steeds terugkomt in beelden, dromen of schrikreacties.",
        "Je hebt alcohol, drugs of medicijnen nodig om de dag door te komen.",
        "Je wilt weten of je ADHD hebt, of je overweegt medicatie.",
      ],
    },
    {
      heading: "Wanneer past coaching beter?",
      paragraphs: [
        "Coaching past goed als je nog functioneert, maar merkt dat je op je reserves draait. Of als je herstelt van een burn-out en wilt voorkomen dat je weer in dezelfde valkuilen stapt. Ook met een ADHD-diagnose, of het vermoeden daarvan, kan coaching je helpen om je dagen beter in te richten. Coaching kan een goede keuze zijn als:",
      ],
      list: [
        "je moe en prikkelbaar bent en slecht slaapt, maar niet in een crisis zit;",
        "je praktisch aan de slag wilt met grenzen, energie en planning;",
        "je patronen herkent, zoals altijd doorgaan of nooit nee zeggen, en die wilt doorbreken;",
        "je met je huisarts hebt gesproken, behandeling niet nodig is en je toch iets wilt veranderen;",
        "je een ADHD-diagnose hebt en wilt leren hoe je daar in je werk en thuis mee omgaat.",
      ],
    },
    {
      heading: "Samen kan ook",
      paragraphs: [
        "Het is geen of-of. Sommige mensen zijn in behandeling bij een psycholoog en werken daarnaast met een coach aan praktische zaken, zoals structuur in hun week of de terugkeer naar werk. Dat kan prima, zolang het op elkaar aansluit. Ik vraag je dan om het met je behandelaar te overleggen.",
        "En merk ik tijdens onze gesprekken dat je meer nodig hebt dan coaching? Dan zeg ik dat eerlijk en help ik je de weg naar de juiste hulp te vinden.",
      ],
    },
    {
      heading: "Wat kost het?",
      paragraphs: [
        "Behandeling door een psycholoog in de GGZ wordt vaak vergoed uit de basisverzekering, met een verwijzing van je huisarts. Houd wel rekening met je eigen risico.",
        "Coaching wordt meestal niet vergoed door je zorgverzekeraar. Werkgevers betalen wel regelmatig mee, bijvoorbeeld uit een opleidings- of vitaliteitsbudget of als onderdeel van re-integratie. Een coachsessie kost vaak € 75 tot € 100. Mijn tarieven en pakketten vind je op de pakkettenpagina.",
      ],
    },
    {
      heading: "Twijfel je? Begin hier",
      paragraphs: [
        "Weet je niet goed wat je nodig hebt? Dan is je huisarts een goed eerste aanspreekpunt, zeker als je klachten zwaar zijn. Je kunt ook een gratis kennismakingsgesprek van 30 minuten met mij plannen, online via {videodienst}. Ik kijk eerlijk met je mee. En als coaching niet de juiste stap voor je is, hoor je dat van me.",
      ],
    },
  ],
  comparison: [
    {
      aspect: "Doel",
      psychology: "Psychische klachten en stoornissen behandelen",
      coaching: "Grip krijgen op je energie, patronen en keuzes in het dagelijks leven",
    },
    {
      aspect: "Focus",
      psychology: "Vaak ook het verleden en de oorzaak van klachten",
      coaching: "Vooral het heden en de toekomst: wat doe je morgen anders?",
    },
    {
      aspect: "Diagnose en behandeling",
      psychology: "Stelt diagnoses en behandelt, bijvoorbeeld bij depressie of angst",
      coaching: "Stelt geen diagnose en behandelt niet",
    },
    {
      aspect: "Toegang",
      psychology: "Meestal via een verwijzing van je huisarts, vaak met een wachtlijst",
      coaching: "Direct te plannen, zonder verwijzing",
    },
    {
      aspect: "Kosten",
      psychology: "Vaak vergoed uit de basisverzekering; je eigen risico geldt",
      coaching: "Meestal niet vergoed; vaak € 75 tot € 100 per sessie, soms betaald door je werkgever",
    },
    {
      aspect: "Opleiding en registratie",
      psychology: "Wettelijk geregistreerde titels, zoals gz-psycholoog in het BIG-register",
      coaching: "Geen beschermd beroep; let op opleiding, ervaring en werkwijze",
    },
    {
      aspect: "Geschikt bij",
      psychology: "Crisis, depressie, trauma, ernstige angst of verslaving",
      coaching: "Overbelasting, herstel na een burn-out, ADHD in het dagelijks leven, vastgelopen keuzes",
    },
  ],
  faq: [
    {
      question: "Is coaching een vervanging voor een psycholoog?",
      answer:
        "Nee, niet als je psychische klachten hebt die behandeling nodig hebben, zoals een depressie, een angststoornis of trauma. Coaching is geen therapie. Het kan wel een goed alternatief zijn als je vastloopt in je energie, je werk of je patronen en geen behandeling nodig hebt.",
    },
    {
      question: "Moet ik eerst naar de huisarts als ik denk dat ik een burn-out heb?",
      answer:
        "Dat raad ik je aan. Je huisarts kan lichamelijke oorzaken uitsluiten en inschatten of je zorg nodig hebt. Ben je uitgevallen op je werk, dan is ook de bedrijfsarts betrokken. Coaching kan daarnaast of daarna een goede stap zijn.",
    },
    {
      question: "Kan een coach vaststellen of ik ADHD heb?",
      answer:
        "Nee. Een ADHD-diagnose wordt gesteld door een psychiater of een daarin gespecialiseerde psycholoog, meestal na een verwijzing van je huisarts. Als coach help ik je om in het dagelijks leven beter om te gaan met ADHD, of met het vermoeden daarvan.",
    },
    {
      question: "Wordt coaching vergoed door de zorgverzekeraar?",
      answer:
        "Meestal niet. Coaching valt niet onder de basisverzekering en aanvullende verzekeringen vergoeden het zelden. Vraag het wel na bij je werkgever: veel werkgevers betalen mee uit een opleidings- of vitaliteitsbudget, of als onderdeel van re-integratie.",
    },
    {
      question: "Kan ik coaching en therapie combineren?",
      answer:
        "Ja, dat kan. Overleg het wel met je behandelaar, zodat de begeleiding op elkaar aansluit. In de coaching richten we ons dan op praktische zaken, zoals structuur, grenzen en de terugkeer naar werk.",
    },
    {
      question: "Hoe lang duurt een coachingstraject?",
      answer:
        "Dat verschilt per persoon. Herstel na een burn-out duurt vaak 3 tot 6 maanden. Mijn pakketten bestaan uit 8 sessies. In een gratis kennismakingsgesprek van 30 minuten kijken we wat bij jou past.",
    },
    {
      question: "Wat doe ik als het nu echt niet goed gaat?",
      answer:
        "Denk je aan zelfdoding of voel je je in crisis? Bel dan direct 113 via 0800-0113 (gratis, dag en nacht bereikbaar) of bel je huisarts; buiten kantooruren de huisartsenpost. Bij direct gevaar bel je 112.",
    },
  ],
};
