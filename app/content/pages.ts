/**
 * Dutch copy for the public pages (SPEC §2, D2, D4, D5, D21).
 * Plain text only. The coach's name and business name are configuration
 * (see ./site) and are deliberately not used in this copy.
 */
import { prices, facts } from "./site";

/** Formats a whole euro amount, e.g. 630 -> "€630". */
const euro = (amount: number): string => `€${amount}`;

const introMeta = `${facts.introMinutes} minuten • Gratis • Online via Zoom` as const;

// ---------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------

export interface PageMeta {
  metaTitle: string;
  metaDescription: string;
}

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** A sentence with a link after it, e.g. "Liever eerst zelf lezen?" + "Download het e-book". */
export interface LinkPrompt {
  text: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface SectionHeading {
  eyebrow: string;
  title: string;
  intro: string;
}

// ---------------------------------------------------------------------------
// Home (/home)
// ---------------------------------------------------------------------------

export interface HomeQuote {
  text: string;
  attribution?: string;
}

export interface HomeHero {
  eyebrow: string;
  title: string;
  text: string;
  quote: HomeQuote;
  primaryCta: string;
  secondaryCta: string;
}

export interface HomeOpportunity {
  eyebrow: string;
  title: string;
  paragraphs: string[];
}

export interface HomeAbout {
  eyebrow: string;
  title: string;
  paragraphs: string[];
  badges: string[];
  cta: string;
}

export interface HomeContact {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  note: string;
}

export interface HomePageContent extends PageMeta {
  hero: HomeHero;
  scrollHint: string;
  opportunity: HomeOpportunity;
  about: HomeAbout;
  approach: SectionHeading;
  offers: TitledText;
  testimonials: SectionHeading;
  contact: HomeContact;
}

export const homePage: HomePageContent = {
  metaTitle: "Burn-out, ADHD en life coaching voor mannen",
  metaDescription:
    "Leeg, vastgelopen of altijd aan? Ik help mannen herstellen van een burn-out en beter omgaan met ADHD. Plan een gratis kennismaking van 30 minuten via Zoom.",
  hero: {
    eyebrow: "Burn-out, ADHD en life coaching voor mannen",
    title: "Ik help mannen herstellen van een burn-out, zodat ze weer zelf aan het stuur staan.",
    text: "Je bent gewend om door te gaan. Altijd. Maar je slaapt slecht, je lontje is kort en op zondagavond voel je de maandag al op je borst. Je hoeft dit niet alleen uit te zoeken. Samen kijken we wat er speelt en wat je nodig hebt om weer op adem te komen.",
    quote: {
      text: "Wat je wilt, is gewoon doorgaan. Wat je nodig hebt, is eindelijk even stilstaan.",
    },
    primaryCta: "Boek je gratis kennismaking",
    secondaryCta: "Doe de gratis zelftest",
  },
  scrollHint: "Scroll omlaag",
  opportunity: {
    eyebrow: "Burn-out als kans",
    title: "Een burn-out is geen eindpunt. Het is een kantelpunt.",
    paragraphs: [
      "Een burn-out voelt als falen. Jij, die altijd alles regelde, komt ineens de bank niet meer af. Je vergeet afspraken, valt uit tegen je kinderen en herkent jezelf niet meer.",
      "Toch is een burn-out vaak ook een signaal dat je al lang niet meer leeft op een manier die bij je past. Je lijf trekt aan de noodrem die jij zelf niet durfde te gebruiken.",
      `Als je die stilstand gebruikt om eerlijk te kijken, kan het een nieuw begin worden. Herstel kost tijd, vaak ${facts.recoveryMonths} maanden. Maar je hoeft niet terug naar hoe het was. Je kunt verder op een manier die wel werkt.`,
    ],
  },
  about: {
    eyebrow: "Over mij",
    title: "Ik weet hoe het is om leeg te lopen",
    paragraphs: [
      "Ik heb zelf een burn-out gehad en ontdekte pas op latere leeftijd dat ik ADHD heb. Ik weet hoe het is om jarenlang op wilskracht te draaien, tot het ineens niet meer gaat.",
      `Met ${facts.yearsExperience} jaar ervaring als coach begeleid ik mannen die op datzelfde punt staan. Ik werk direct en praktisch, vanuit radicale acceptatie: eerst eerlijk zien waar je staat, dan pas veranderen.`,
    ],
    badges: ["Radicale Acceptatie", "7+ Jaar Ervaring"],
    cta: "Lees meer over mij",
  },
  approach: {
    eyebrow: "Mijn aanpak",
    title: "Hoe ik je help, in zes fasen",
    intro:
      "Herstel gaat niet in een rechte lijn, maar wel in herkenbare stappen. We beginnen met een eerlijke nulmeting en werken toe naar een leven dat bij je past. Elke fase bouwt voort op de vorige, in jouw tempo.",
  },
  offers: {
    title: "Eerst zelf op onderzoek uit?",
    text: "Doe de gratis zelftest van ongeveer 5 minuten en zie direct waar je staat. Of vraag het gratis e-book aan, met praktische tips voor als je hoofd vol zit en je energie op is.",
  },
  testimonials: {
    eyebrow: "Echte verhalen",
    title: "Wat cliënten zeggen",
    intro: "Ook zij dachten lang dat ze gewoon even moesten doorbijten. Dit is wat coaching voor hen heeft betekend.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Zet de eerste stap",
    text: "Twijfel je of coaching iets voor je is? Dat hoef je nu nog niet te weten. In een gratis kennismaking bespreken we waar je tegenaan loopt en of ik je kan helpen. Geen verkooppraatje, wel een eerlijk gesprek.",
    cta: "Boek je gratis kennismaking",
    note: introMeta,
  },
};

// ---------------------------------------------------------------------------
// About (/over-mij)
// ---------------------------------------------------------------------------

export interface AboutPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  story: TextSection[];
  badges: string[];
  methodologyLink: LinkPrompt;
  ebookLink: LinkPrompt;
  fitCheckLink: LinkPrompt;
}

export const aboutPage: AboutPageContent = {
  metaTitle: "Over mij",
  metaDescription:
    "Zelf een burn-out gehad, op latere leeftijd ontdekt dat ik ADHD heb, en nu al 7+ jaar coach voor mannen die vastlopen. Lees wie ik ben en hoe ik werk.",
  eyebrow: "Over mij",
  title: "Ik heb er zelf gestaan",
  intro:
    "Ik ben coach voor mannen die vastlopen door een burn-out, ADHD of allebei. Niet omdat ik het uit een boek heb geleerd, maar omdat ik het zelf heb meegemaakt.",
  story: [
    {
      heading: "Mijn eigen burn-out",
      paragraphs: [
        "Jarenlang was ik degene die alles regelde. Werk ging voor, en dat vond ik normaal. Mails beantwoorden om elf uur 's avonds, in het weekend nog even iets afmaken, 's nachts wakker liggen van de to-dolijst.",
        `Tot mijn lijf ermee stopte. Ik kon me niet meer concentreren, was prikkelbaar tegen de mensen van wie ik het meest hield en voelde me vooral leeg. In die tijd heb ik zelf ${facts.ownCoaches} coaches gehad. Van sommigen leerde ik veel, van anderen vooral hoe het niet moet.`,
      ],
    },
    {
      heading: "ADHD, pas later ontdekt",
      paragraphs: [
        "Pas na mijn burn-out kwam ik erachter dat ik ADHD heb. Ineens vielen de puzzelstukjes op hun plek: de chaos, de vergeten afspraken, het alles of niets, en het eeuwige gevoel dat ik harder moest werken dan anderen.",
        "Dat inzicht voelde als opluchting en rouw tegelijk. Maar het gaf me ook iets nieuws: ik kon eindelijk leren werken mét mijn hoofd in plaats van ertegenin.",
      ],
    },
    {
      heading: "Waarom ik coach werd",
      paragraphs: [
        "Wat ik zelf miste, was iemand die het snapte. Iemand die niet eindeloos bleef praten over vroeger, maar ook niet met een snelle oplossing aankwam. Eerlijk en praktisch.",
        `Dat wilde ik voor anderen zijn. Inmiddels heb ik ${facts.yearsExperience} jaar ervaring als coach. Ik begeleid vooral mannen, vaak harde werkers die te lang zijn doorgegaan. Vrouwen zijn net zo welkom.`,
      ],
    },
    {
      heading: "Hoe ik werk",
      paragraphs: [
        "Mijn basis is radicale acceptatie: eerst eerlijk zien waar je nu staat, zonder het mooier of erger te maken. Van daaruit zetten we kleine, concrete stappen die in je leven passen.",
        "Ik ben direct en benoem de patronen die ik zie. Ik werk met praktische hulpmiddelen, zoals AI als dagelijkse ondersteuning, en als je wilt, wandelen we tijdens de sessie. Ik ben geen therapeut en stel geen diagnoses. Heb je andere zorg nodig, dan zeg ik dat eerlijk.",
      ],
    },
  ],
  badges: ["Radicale Acceptatie", "7+ Jaar Ervaring"],
  methodologyLink: {
    text: "Benieuwd naar de onderwerpen waarmee ik werk?",
    label: "Bekijk mijn methodiek",
  },
  ebookLink: {
    text: "Liever eerst zelf iets lezen?",
    label: "Vraag het gratis e-book aan",
  },
  fitCheckLink: {
    text: "Twijfel je of ik bij je pas?",
    label: "Ben ik jouw ideale coach?",
  },
};

// ---------------------------------------------------------------------------
// Offer (/aanbod)
// ---------------------------------------------------------------------------

export type ServiceTitle = "Burnout Coaching" | "Life Coaching" | "ADHD Coaching";

export interface ServiceCard {
  title: ServiceTitle;
  path: string;
  text: string;
  points: string[];
}

export interface OfferPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  services: ServiceCard[];
  /** Label of the link on each service card. */
  moreLabel: "Lees meer";
  packagesCta: TitledText & { label: string };
  fitCheckLink: LinkPrompt;
}

export const offerPage: OfferPageContent = {
  metaTitle: "Aanbod: burn-out, ADHD en life coaching",
  metaDescription:
    "Coaching bij een burn-out, bij ADHD of als je vastzit in je leven. Praktisch, direct en in jouw tempo. Bekijk wat ik aanbied en plan een gratis kennismaking.",
  eyebrow: "Aanbod",
  title: "Waar kan ik je mee helpen?",
  intro:
    "Burn-out, ADHD en vastlopen in je leven hangen vaak met elkaar samen. Daarom kijk ik altijd naar het geheel. Kies wat het best bij je past, of bespreek het in de gratis kennismaking.",
  services: [
    {
      title: "Burnout Coaching",
      path: "/burnout-coaching",
      text: "Voor als je leeg bent, slecht slaapt en niet meer weet hoe je moet opladen. We werken aan herstel in jouw tempo en aan een manier van leven waarin je niet opnieuw opbrandt.",
      points: [
        "Rust en ritme terugvinden",
        "Grenzen leren aangeven, thuis en op je werk",
        "Steun bij de stap terug naar je werk",
        `Herstel duurt vaak ${facts.recoveryMonths} maanden`,
      ],
    },
    {
      title: "Life Coaching",
      path: "/life-coaching",
      text: "Voor als het op papier goed gaat, maar het niet meer klopt. Je wilt iets veranderen, maar weet niet goed wat of hoe. We zoeken uit wat voor jou belangrijk is en zetten daar stappen naartoe.",
      points: [
        "Helder krijgen wat je wilt en wat je nodig hebt",
        "Keuzes maken over werk, relaties en tijd",
        "Van piekeren naar doen",
        "Richting vinden zonder je hele leven om te gooien",
      ],
    },
    {
      title: "ADHD Coaching",
      path: "/adhd-coaching",
      text: "Voor als je ADHD hebt, of dat vermoedt, en je hoofd je vaker tegenwerkt dan helpt. We kijken hoe jouw brein werkt en bouwen routines en hulpmiddelen die daarbij passen.",
      points: [
        "Plannen en overzicht houden",
        "Omgaan met prikkels en emoties",
        "AI en andere hulpmiddelen slim inzetten",
        "Welkom met of zonder diagnose",
      ],
    },
  ],
  moreLabel: "Lees meer",
  packagesCta: {
    title: "Bekijk de pakketten",
    text: "Kies tussen een online pakket en face-to-face coaching met wandelcoaching. Je ziet precies wat erbij zit en wat het kost.",
    label: "Naar de coachingpakketten",
  },
  fitCheckLink: {
    text: "Weet je nog niet zeker of ik de juiste coach voor je ben?",
    label: "Ben ik jouw ideale coach?",
  },
};

// ---------------------------------------------------------------------------
// Packages (/coaching-packages)
// ---------------------------------------------------------------------------

export type PackageName = "Online Coaching Pakket" | "Face-to-Face Coaching";

export interface CoachingPackage {
  name: PackageName;
  priceLabel: string;
  priceNote: string;
  description: string;
  features: string[];
  highlighted: boolean;
}

export interface PackagesPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  packages: CoachingPackage[];
  notes: { title: string; items: string[] };
  cta: string;
}

const online = prices.onlinePackage;
const faceToFace = prices.faceToFacePackage;

export const packagesPage: PackagesPageContent = {
  metaTitle: "Coachingpakketten en prijzen",
  metaDescription: `Online coaching: ${euro(online.total)} voor ${online.sessions} sessies, of ${euro(online.perHour)} per uur. Face-to-face: ${euro(faceToFace.total)} voor ${faceToFace.sessions} sessies, inclusief AI-ondersteuning en wandelcoaching.`,
  eyebrow: "Coachingpakketten",
  title: "Kies de vorm die bij je past",
  intro:
    "Twee pakketten, dezelfde aanpak. Online is flexibel en past makkelijk in een volle week. Face-to-face geeft meer ruimte, vaak buiten en in beweging. Twijfel je? Dan bespreken we het in de gratis kennismaking.",
  packages: [
    {
      name: "Online Coaching Pakket",
      priceLabel: euro(online.total),
      priceNote: `voor ${online.sessions} online sessies, of ${euro(online.perHour)} per uur per sessie`,
      description:
        "Coaching via Zoom, vanuit huis of vanaf je werkplek. Handig als je weinig tijd hebt om te reizen of liever in je eigen omgeving praat.",
      features: [
        `${online.sessions} online sessies via Zoom`,
        `Liever per sessie? Dat kan voor ${euro(online.perHour)} per uur`,
        "Praktische opdrachten voor tussen de sessies",
        "Flexibel in te plannen rond je werk",
      ],
      highlighted: false,
    },
    {
      name: "Face-to-Face Coaching",
      priceLabel: euro(faceToFace.total),
      priceNote: `voor ${faceToFace.sessions} sessies`,
      description:
        "Coaching in levenden lijve, vaak al wandelend. Bewegen helpt om je hoofd leeg te maken, en naast elkaar lopen praat voor veel mannen makkelijker dan tegenover elkaar zitten.",
      features: [
        `${faceToFace.sessions} sessies face-to-face`,
        "Wandelcoaching: sessies buiten, in beweging",
        "Inclusief AI-ondersteuning",
        "Praktische opdrachten voor tussen de sessies",
      ],
      highlighted: true,
    },
  ],
  notes: {
    title: "Goed om te weten",
    items: [
      `Elk traject begint met een gratis kennismaking van ${facts.introMinutes} minuten via Zoom. Daarna beslis je pas.`,
      `Herstel kost tijd, vaak ${facts.recoveryMonths} maanden. Acht sessies zijn een stevige basis, geen garantie.`,
      "Liever in termijnen betalen? Vraag het gerust in de kennismaking, dan kijken we wat mogelijk is.",
      "Coaching valt niet onder de basisverzekering. Soms wil een werkgever bijdragen; vraag het gerust na.",
      "Coaching is geen therapie. In een crisis bel je 113 (0800-0113) of je huisarts.",
    ],
  },
  cta: "Plan je gratis kennismaking",
};

// ---------------------------------------------------------------------------
// Fit check (/ideale-coach, D5)
// ---------------------------------------------------------------------------

export interface FitCheckCard {
  title: string;
  text: string;
  points: string[];
}

export interface FitCheckPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  cards: FitCheckCard[];
  aboutCard: TitledText;
  cta: string;
}

export const fitCheckPage: FitCheckPageContent = {
  metaTitle: "Ben ik jouw ideale coach?",
  metaDescription:
    "Herken je jezelf in deze punten? Lees of mijn manier van coachen bij je past, voordat je een gratis kennismaking plant.",
  eyebrow: "Past het?",
  title: "Ben ik jouw ideale coach?",
  intro:
    "Een goede klik is belangrijker dan een mooi verhaal. Lees de punten hieronder. Herken je jezelf in de meeste, dan is de kans groot dat we goed kunnen samenwerken.",
  cards: [
    {
      title: "Je herkent jezelf hierin",
      text: "Je bent altijd de sterke geweest. Maar de laatste tijd gaat het niet meer vanzelf.",
      points: [
        "Je ligt 's nachts wakker met een hoofd vol lijstjes",
        "Je bent kortaf tegen je partner of kinderen en baalt daar achteraf van",
        "Op zondagavond voel je de maandag al op je borst",
        "Je denkt: ik moet gewoon even doorbijten",
      ],
    },
    {
      title: "Je hebt ADHD- en/of burn-outklachten",
      text: "Met of zonder diagnose: je merkt dat je hoofd of je lijf niet meer meewerkt.",
      points: [
        "Vergeetachtig, snel afgeleid, veel blijft half af",
        "Moe, ook na een nacht slapen",
        "Snel overprikkeld door geluid, mensen of mail",
        "Het gevoel dat alles te veel is",
      ],
    },
    {
      title: "Je zoekt inzicht",
      text: "Je wilt niet alleen dat het beter gaat. Je wilt ook snappen hoe je hier bent beland.",
      points: [
        "Welke patronen je steeds herhaalt",
        "Wat je energie geeft en wat je leegtrekt",
        "Het verschil tussen wat je wilt en wat je nodig hebt",
        "Hoe jouw hoofd werkt",
      ],
    },
    {
      title: "Voor wie het is",
      text: "Ik werk vooral met mannen, vaak harde werkers en doorzetters. Vrouwen zijn net zo welkom.",
      points: [
        "Ondernemers, managers en professionals die te lang zijn doorgegaan",
        "Mannen die pas laat ontdekten dat ze (misschien) ADHD hebben",
        "Wie vastzit en een nieuwe richting zoekt",
        "Wie bereid is eerlijk naar zichzelf te kijken",
      ],
    },
    {
      title: "Je wilt een praktische aanpak",
      text: "Geen eindeloos gepraat over vroeger, maar concrete stappen die je deze week al kunt zetten.",
      points: [
        "Direct en eerlijk, zonder oordeel",
        "Kleine oefeningen die in je dag passen",
        "Praktische hulpmiddelen, zoals AI als dagelijkse coach",
        "Online via Zoom of face-to-face, al wandelend",
      ],
    },
  ],
  aboutCard: {
    title: "Wie ik ben",
    text: `Ik heb zelf een burn-out gehad en ontdekte op latere leeftijd dat ik ADHD heb. Met ${facts.yearsExperience} jaar ervaring als coach help ik mannen die vastlopen weer grip te krijgen, vanuit radicale acceptatie en met beide benen op de grond. Ik ben geen therapeut. Heb je andere zorg nodig, dan zeg ik dat eerlijk.`,
  },
  cta: "Ja, dit is wat ik zoek!",
};

// ---------------------------------------------------------------------------
// Campaign landing page (/landing, D4)
// ---------------------------------------------------------------------------

export interface LandingPageContent extends PageMeta {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  servicesTitle: string;
  servicesIntro: string;
  selfTest: TitledText & { cta: string };
  ebook: TitledText & { cta: string };
  testimonialsTitle: string;
  closing: TitledText & { cta: string };
}

export const landingPage: LandingPageContent = {
  metaTitle: "Coaching voor mannen die te lang zijn doorgegaan",
  metaDescription:
    "Burn-out, ADHD of het gevoel dat je vastzit? Praktische coaching voor mannen die te lang zijn doorgegaan. Doe de gratis zelftest of plan een gratis kennismaking.",
  hero: {
    eyebrow: "Coaching voor mannen die op hun reserves lopen",
    title: "Altijd maar doorgaan. Tot het niet meer gaat.",
    text: "Je slaapt slecht, je lontje is kort en je vergeet steeds meer. Misschien is het een burn-out, misschien ADHD, misschien allebei. Ik help je uitzoeken wat er speelt en wat je nodig hebt om weer op adem te komen.",
    cta: "Boek je gratis kennismaking",
  },
  servicesTitle: "Waar ik je mee help",
  servicesIntro: "Drie vormen van coaching die vaak in elkaar overlopen. We beginnen waar jij het meest vastloopt.",
  selfTest: {
    title: "Waar sta jij?",
    text: "Beantwoord 12 korte vragen en zie direct welk profiel bij je past. Ongeveer 5 minuten, gratis. Geen diagnose, wel een eerlijke eerste indruk.",
    cta: "Start De Test",
  },
  ebook: {
    title: "Gratis e-book",
    text: "Praktische tips voor als je hoofd vol zit en je energie op is. Direct toepasbaar, zonder vakjargon. Je ontvangt het in je mailbox.",
    cta: "Vraag het e-book aan",
  },
  testimonialsTitle: "Wat anderen zeggen",
  closing: {
    title: "Je hoeft het niet alleen uit te zoeken",
    text: `Plan een gratis kennismaking van ${facts.introMinutes} minuten via Zoom. We bespreken waar je staat en of ik je kan helpen. Vrijblijvend en zonder verkooppraatje.`,
    cta: "Boek je gratis kennismaking",
  },
};

// ---------------------------------------------------------------------------
// Booking (/kennismaking, D21)
// ---------------------------------------------------------------------------

export interface BookingWidgetPlaceholder {
  title: string;
  text: string;
  loadLabel: string;
  linkLabel: string;
}

export interface BookingPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  meta: string;
  expectTitle: string;
  expect: string[];
  widgetPlaceholder: BookingWidgetPlaceholder;
  backLabel: string;
}

export const bookingPage: BookingPageContent = {
  metaTitle: "Plan je gratis kennismaking",
  metaDescription:
    "Plan een gratis kennismakingsgesprek van 30 minuten via Zoom. We bespreken waar je staat en of coaching bij je past. Vrijblijvend.",
  eyebrow: "Gratis kennismaking",
  title: "Plan je kennismakingsgesprek",
  intro:
    "Kies hieronder een moment dat je uitkomt. In een half uur leren we elkaar kennen en kijken we samen of ik je kan helpen. Je zit nergens aan vast.",
  meta: introMeta,
  expectTitle: "Wat kun je verwachten?",
  expect: [
    "Een open gesprek over waar je nu tegenaan loopt",
    "Vragen over je energie, je werk en je thuissituatie, zo ver als jij wilt gaan",
    "Uitleg over hoe ik werk en hoe een traject eruitziet",
    "Een eerlijk antwoord op de vraag of ik de juiste coach voor je ben",
    "Geen verkooppraatje en geen verplichtingen",
  ],
  widgetPlaceholder: {
    title: "De agenda staat bij een externe dienst",
    text: "De agenda wordt geladen via een externe planningsdienst. Die dienst kan cookies plaatsen en gegevens verwerken. Daarom laad ik de agenda pas als jij daarvoor kiest. Je kunt de agenda ook in een nieuw tabblad openen.",
    loadLabel: "Agenda laden",
    linkLabel: "Open de agenda in een nieuw tabblad",
  },
  backLabel: "Terug naar home",
};

// ---------------------------------------------------------------------------
// Thank you, not found, blog
// ---------------------------------------------------------------------------

export interface ThankYouPageContent {
  metaTitle: string;
  title: string;
  text: string;
  cta: string;
}

export const thankYouPage: ThankYouPageContent = {
  metaTitle: "Bedankt",
  title: "Bedankt!",
  text: "Je bericht is goed aangekomen. Ik lees het zelf, met aandacht, en neem persoonlijk contact met je op.",
  cta: "Terug naar home",
};

export interface NotFoundContent {
  title: string;
  text: string;
  cta: string;
}

export interface NotFoundPageContent extends NotFoundContent {
  metaTitle: string;
}

export const notFoundPage: NotFoundPageContent = {
  metaTitle: "Pagina niet gevonden",
  title: "Oeps! Pagina niet gevonden",
  text: "Deze pagina bestaat niet (meer), of het adres klopt niet helemaal. Via de homepage vind je snel de weg terug.",
  cta: "Terug naar home",
};

export const blogNotFound: NotFoundContent = {
  title: "Blog niet gevonden",
  text: "Het artikel dat je zoekt is niet beschikbaar.",
  cta: "Naar alle artikelen",
};

export interface BlogIndexPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
}

export const blogIndexPage: BlogIndexPageContent = {
  metaTitle: "Blog over burn-out en ADHD",
  metaDescription:
    "Artikelen over burn-out, ADHD en herstel, voor mannen die te lang zijn doorgegaan. Herkenbaar, eerlijk en praktisch.",
  eyebrow: "Blog",
  title: "Over burn-out, ADHD en weer op adem komen",
  intro:
    "Eerlijke artikelen over wat er in je hoofd en je lijf gebeurt als je te lang doorgaat. Met herkenbare voorbeelden en tips die je direct kunt gebruiken.",
};

// ---------------------------------------------------------------------------
// Self-test intro (/test-landing)
// ---------------------------------------------------------------------------

export interface SelfTestLandingPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  facts: string[];
  points: string[];
  disclaimer: string;
  cta: string;
}

export const selfTestLandingPage: SelfTestLandingPageContent = {
  metaTitle: "Gratis zelftest: burn-out en ADHD",
  metaDescription:
    "Doe de gratis zelftest van ongeveer 5 minuten: 12 vragen over aandacht, energie, plannen en impulsen. Je krijgt direct een eerste indruk van waar je staat.",
  eyebrow: "Gratis zelftest",
  title: "Hoe staat het er met jou voor?",
  intro:
    "Twaalf korte vragen over je aandacht, je energie, hoe je dingen gedaan krijgt en hoe je reageert. Eerlijk invullen kost ongeveer 5 minuten en geeft je een eerste beeld van waar je nu staat.",
  facts: ["Ongeveer 5 minuten", "Gratis", "Direct resultaat"],
  points: [
    "Je hoofdprofiel en een tweede profiel dat bij je past",
    "Een totaalscore die laat zien hoeveel je op dit moment draagt",
    "Waar je het meest vastloopt: aandacht, energie, plannen of impulsen",
    "Een uitgebreide analyse in je mailbox, met handvatten voor de komende tijd",
  ],
  disclaimer:
    "Deze test is geen diagnose en vervangt geen arts of psycholoog. Hij geeft je een eerste indruk, meer niet. Maak je je ernstig zorgen of denk je aan zelfdoding? Bel dan 113 (0800-0113) of je huisarts.",
  cta: "Start De Test",
};

// ---------------------------------------------------------------------------
// E-book (/ebook-download)
// ---------------------------------------------------------------------------

export interface EbookPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  contents: string[];
  privacyNote: string;
}

export const ebookPage: EbookPageContent = {
  metaTitle: "Gratis e-book over burn-out en ADHD",
  metaDescription:
    "Vraag het gratis e-book aan met praktische handvatten bij burn-out en ADHD. Je ontvangt de downloadlink direct in je mailbox.",
  eyebrow: "Gratis e-book",
  title: "Meer rust in je hoofd, in kleine stappen",
  intro:
    "Een praktisch e-book voor mannen die te lang zijn doorgegaan. Geen theorie om de theorie, wel herkenbare situaties en dingen die je vandaag al kunt proberen. Vul je e-mailadres in en je ontvangt de downloadlink in je mailbox.",
  contents: [
    "De eerste signalen van een burn-out, en waarom je ze zo makkelijk wegwuift",
    "Het verschil tussen moe en uitgeput",
    "Hoe ADHD en burn-out elkaar kunnen versterken",
    "Praktische tips voor je energie, je slaap en je planning",
    "AI als hulp bij plannen en ordenen",
    "Wanneer het tijd is om hulp te vragen, en bij wie",
  ],
  privacyNote:
    "Ik gebruik je naam en e-mailadres om je het e-book te sturen. Ik verkoop je gegevens niet en gebruik ze niet voor iets anders zonder jouw toestemming. Meer hierover lees je in de privacyverklaring.",
};

// ---------------------------------------------------------------------------
// Intake questionnaire (/client-test, uses "u")
// ---------------------------------------------------------------------------

export interface IntakePageContent extends PageMeta {
  title: string;
  intro: string;
  timeNote: string;
  disclaimer: string;
}

export const intakePage: IntakePageContent = {
  metaTitle: "Intake vragenlijst",
  metaDescription: "Vul vóór ons eerste gesprek de intake vragenlijst in. Zo heb ik al een goed beeld van uw situatie.",
  title: "Intake Vragenlijst",
  intro:
    "Met deze vragenlijst krijg ik vóór ons eerste gesprek een goed beeld van uw situatie: hoe het met u gaat, wat u al hebt geprobeerd en wat u van coaching verwacht. Er zijn geen goede of foute antwoorden. Schrijf op wat bij u opkomt. Hoe vollediger uw antwoorden, hoe beter ik mij kan voorbereiden.",
  timeNote: "Het invullen duurt ongeveer een half uur. Neem er rustig de tijd voor. Alleen uw naam is verplicht.",
  disclaimer:
    "Coaching is geen therapie en geen medische behandeling; ik stel geen diagnoses. Bent u in crisis of denkt u aan zelfdoding? Bel dan direct 113 (0800-0113) of neem contact op met uw huisarts.",
};
