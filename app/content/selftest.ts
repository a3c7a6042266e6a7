/**
 * The self-test (/test, /test-result and the analysis mail): questions,
 * profile descriptions, page texts and messages. Dutch copy (D2). The coach
 * can change any text here; the scoring (features/selftest/scoring.ts) only
 * relies on the option scores and profile labels.
 *
 * No medical claims: the test is no diagnosis and coaching is not therapy.
 */

/** product.md §3: the four question categories. */
export const selfTestCategories = ["attention", "energy", "executive", "impulse"] as const;
export type SelfTestCategory = (typeof selfTestCategories)[number];

/** product.md §3: the fourteen profile labels, spelled as SPEC gives them (they are stored in test_results.profiel). */
export const profileLabels = [
  "Veerkrachtig",
  "Overgedreven Overlever",
  "ADHD-Inattentief",
  "Verstrooide Visionair",
  "Lichaamsloze Leider",
  "ADHD-Executive",
  "ADHD-Emotieregulatie",
  "ADHD-Combined",
  "Prikkelgevoelige Performer",
  "Chronisch Overbelast",
  "Aangeslagen Analist",
  "Functionerende Vortex",
  "ADHD-Hyperactief",
  "Burnout",
] as const;
export type ProfileLabel = (typeof profileLabels)[number];

export interface SelfTestOption {
  text: string;
  /** 0 (no strain) to 3 (heavy strain), product.md §9. */
  score: 0 | 1 | 2 | 3;
  profile: ProfileLabel;
}

export interface SelfTestQuestion {
  /** q1 to q12; also the form field that carries the chosen option's index. */
  id: string;
  text: string;
  category: SelfTestCategory;
  options: readonly [SelfTestOption, SelfTestOption, SelfTestOption, SelfTestOption];
}

/** The twelve questions, three per category, options in rising strain. */
export const selfTestQuestions: readonly SelfTestQuestion[] = [
  {
    id: "q1",
    category: "attention",
    text: "Je zit in een overleg of een lang gesprek. Hoe goed blijf je erbij?",
    options: [
      { text: "Prima. Ik volg het gesprek en weet achteraf wat er is afgesproken.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Mijn hoofd schiet steeds door naar nieuwe ideeën, maar de hoofdlijn pik ik wel op.",
        score: 1,
        profile: "Verstrooide Visionair",
      },
      {
        text: "Ik haak regelmatig af en moet achteraf navragen wat er is gezegd.",
        score: 2,
        profile: "ADHD-Inattentief",
      },
      {
        text: "Na een paar minuten ben ik weg: ik zit te wiebelen, te tekenen of pak mijn telefoon.",
        score: 3,
        profile: "ADHD-Combined",
      },
    ],
  },
  {
    id: "q2",
    category: "attention",
    text: "Je begint aan een klus die concentratie vraagt, zoals een rapport of je belastingaangifte. Wat gebeurt er?",
    options: [
      { text: "Ik zet me erachter en maak het af.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Ik blijf hangen in details en wil het eerst helemaal uitgedacht hebben.",
        score: 1,
        profile: "Aangeslagen Analist",
      },
      {
        text: "Ik begin vol energie, maar spring halverwege naar iets wat op dat moment leuker lijkt.",
        score: 2,
        profile: "Verstrooide Visionair",
      },
      { text: "Ik lees dezelfde alinea vijf keer en er blijft niets hangen.", score: 3, profile: "ADHD-Inattentief" },
    ],
  },
  {
    id: "q3",
    category: "attention",
    text: "Hoe vaak vergeet je een afspraak, waar je sleutels liggen of wat je net wilde gaan doen?",
    options: [
      { text: "Zelden. Hooguit af en toe, zoals iedereen.", score: 0, profile: "Veerkrachtig" },
      { text: "Vaker dan vroeger, sinds alles zo vol zit.", score: 1, profile: "Chronisch Overbelast" },
      {
        text: "Regelmatig. Zonder briefjes, alarmen en herinneringen red ik het niet.",
        score: 2,
        profile: "ADHD-Inattentief",
      },
      {
        text: "Voortdurend. Het loopt alleen door omdat anderen mij eraan herinneren, en dat verberg ik zo goed mogelijk.",
        score: 3,
        profile: "Functionerende Vortex",
      },
    ],
  },
  {
    id: "q4",
    category: "energy",
    text: "Hoe voel je je als je 's ochtends wakker wordt?",
    options: [
      { text: "Uitgerust genoeg om de dag aan te gaan.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Moe, maar met koffie en discipline kom ik de dag wel door.",
        score: 1,
        profile: "Overgedreven Overlever",
      },
      {
        text: "Alsof ik al moe begin, ook na een nacht doorslapen of een vrij weekend.",
        score: 2,
        profile: "Chronisch Overbelast",
      },
      { text: "Leeg. Alleen al de gedachte aan de dag is me te veel.", score: 3, profile: "Burnout" },
    ],
  },
  {
    id: "q5",
    category: "energy",
    text: "Hoe reageert je lichaam op een drukke periode?",
    options: [
      { text: "Ik merk het op tijd en doe dan bewust een stap terug.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Ik merk pas iets als het al te laat is: hoofdpijn, een stijve nek, ziek zodra de vakantie begint.",
        score: 1,
        profile: "Lichaamsloze Leider",
      },
      {
        text: "Ik raak gespannen en prikkelbaar. Geluid en drukte worden me dan snel te veel.",
        score: 2,
        profile: "Prikkelgevoelige Performer",
      },
      {
        text: "Mijn lichaam zegt al een tijd stop: ik slaap slecht, ben vaak ziek en voel me opgebrand.",
        score: 3,
        profile: "Burnout",
      },
    ],
  },
  {
    id: "q6",
    category: "energy",
    text: "Wat doe je als je merkt dat je energie op is?",
    options: [
      { text: "Ik neem rust en laad weer op.", score: 0, profile: "Veerkrachtig" },
      { text: "Ik negeer het. Mijn hoofd beslist, niet mijn lichaam.", score: 1, profile: "Lichaamsloze Leider" },
      {
        text: "Ik ga juist harder werken, want stilzitten voelt als falen.",
        score: 2,
        profile: "Overgedreven Overlever",
      },
      {
        text: "Rust helpt niet meer. Na een vrij weekend ben ik op maandagmiddag alweer op.",
        score: 3,
        profile: "Chronisch Overbelast",
      },
    ],
  },
  {
    id: "q7",
    category: "executive",
    text: "Hoe ziet je to-dolijst eruit?",
    options: [
      { text: "Overzichtelijk. Ik weet wat eerst moet en werk het af.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Van buiten lijkt het georganiseerd, maar in mijn hoofd is het een chaos.",
        score: 1,
        profile: "Functionerende Vortex",
      },
      {
        text: "Lang. Ik denk eindeloos na over waar ik moet beginnen, en begin dan niet.",
        score: 2,
        profile: "Aangeslagen Analist",
      },
      { text: "Welke lijst? Ik begin overal aan en maak weinig af.", score: 3, profile: "ADHD-Executive" },
    ],
  },
  {
    id: "q8",
    category: "executive",
    text: "Er ligt een belangrijke taak met een deadline over twee weken. Wanneer begin je?",
    options: [
      { text: "Ruim op tijd, en ik verdeel het werk in stukken.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Op tijd, maar ik werk er 's avonds en in het weekend aan om het perfect te krijgen.",
        score: 1,
        profile: "Overgedreven Overlever",
      },
      {
        text: "Pas als de druk hoog genoeg is. De avond ervoor werk ik door tot diep in de nacht.",
        score: 2,
        profile: "ADHD-Executive",
      },
      {
        text: "Ik schuif het voor me uit tot het echt misgaat, en schaam me daar dan voor.",
        score: 3,
        profile: "Functionerende Vortex",
      },
    ],
  },
  {
    id: "q9",
    category: "executive",
    text: "Hoe gaat het met de kleine, saaie dingen: post, rekeningen, formulieren?",
    options: [
      { text: "Dat gaat vanzelf. Ik handel het af als het binnenkomt.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Het blijft liggen, omdat ik er na het werk geen energie meer voor heb.",
        score: 1,
        profile: "Chronisch Overbelast",
      },
      {
        text: "Het stapelt zich op. Ik weet dat het moet, maar ik kom niet in beweging.",
        score: 2,
        profile: "ADHD-Executive",
      },
      {
        text: "Het is een berg geworden: aanmaningen, boetes en papieren die ik kwijt ben.",
        score: 3,
        profile: "ADHD-Combined",
      },
    ],
  },
  {
    id: "q10",
    category: "impulse",
    text: "Iemand zegt iets waar je je aan ergert. Hoe reageer je?",
    options: [
      { text: "Ik merk de irritatie op en kies rustig hoe ik reageer.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Ik zeg niets, maar het blijft nog uren door mijn hoofd malen.",
        score: 1,
        profile: "Aangeslagen Analist",
      },
      {
        text: "Als ik moe ben of er veel om me heen gebeurt, snauw ik sneller dan ik wil.",
        score: 2,
        profile: "Prikkelgevoelige Performer",
      },
      {
        text: "Ik schiet in een paar seconden van nul naar honderd en heb er achteraf spijt van.",
        score: 3,
        profile: "ADHD-Emotieregulatie",
      },
    ],
  },
  {
    id: "q11",
    category: "impulse",
    text: "Hoe rustig kun je blijven zitten tijdens een film, een lange vergadering of een verjaardag?",
    options: [
      { text: "Prima, ik kan ontspannen blijven zitten.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Mijn lijf zit stil, maar mijn hoofd maakt plannen voor tien projecten.",
        score: 1,
        profile: "Verstrooide Visionair",
      },
      { text: "Ik wiebel, tik met mijn voet of sta tussendoor op.", score: 2, profile: "ADHD-Hyperactief" },
      {
        text: "Het is een kwelling. Ik zoek steeds een reden om even weg te lopen of iets anders te doen.",
        score: 3,
        profile: "ADHD-Combined",
      },
    ],
  },
  {
    id: "q12",
    category: "impulse",
    text: "Hoe vaak doe of zeg je iets voordat je erover hebt nagedacht?",
    options: [
      { text: "Zelden. Meestal denk ik eerst na.", score: 0, profile: "Veerkrachtig" },
      {
        text: "Vooral aan het eind van een volle dag, als alles me te veel is.",
        score: 1,
        profile: "Prikkelgevoelige Performer",
      },
      {
        text: "Als mijn emoties hoog oplopen, zeg ik dingen die ik niet meen.",
        score: 2,
        profile: "ADHD-Emotieregulatie",
      },
      {
        text: "Vaak. Ik val mensen in de rede, doe impulsaankopen en zeg ja voordat ik het weet.",
        score: 3,
        profile: "ADHD-Hyperactief",
      },
    ],
  },
];

/** Headings of the four parts, shown above each question and in the score breakdown. */
export const categoryLabels: Record<SelfTestCategory, string> = {
  attention: "Aandacht",
  energy: "Energie",
  executive: "Plannen en afmaken",
  impulse: "Impulsen en emoties",
};

export interface ProfileDescription {
  /** 2 to 4 sentences, shown on the result page and in the mail. */
  description: string;
  /** Three concrete, calm steps to try; only in the analysis mail, the page does not show them. */
  advice: readonly string[];
}

/** What each profile means, in plain words. Never a diagnosis. */
export const profileDescriptions: Record<ProfileLabel, ProfileDescription> = {
  Veerkrachtig: {
    description:
      "Je antwoorden laten vooral veerkracht zien. Je merkt wanneer iets te veel wordt en je weet meestal hoe je weer bijkomt. Dat is een stevige basis, ook als het op een paar punten nu schuurt.",
    advice: [
      "Schrijf op wat je nu goed doet om overeind te blijven, zodat je het vasthoudt als het drukker wordt.",
      "Houd de rustmomenten die je nu hebt vast, ook in een drukke week: juist dan zijn ze het meest waard.",
      "Let op de onderdelen waar je hoger scoorde. Daar zie je het eerst als de balans verschuift.",
    ],
  },
  "Overgedreven Overlever": {
    description:
      "Jij bent degene die altijd doorgaat. Moeheid los je op met meer discipline, meer koffie en nog een avond doorwerken. Dat heeft je ver gebracht, maar het kost meer dan je laat zien. Het risico is dat je pas stopt als je lichaam dat voor je beslist.",
    advice: [
      "Plan deze week één avond waarop je bewust niets voor je werk doet, en let op wat dat met je doet.",
      "Spreek met jezelf een vaste eindtijd af voor je werkdag en schrijf op wat er gebeurt als je die haalt.",
      "Merk op wanneer je koffie of suiker gebruikt om door te gaan. Dat is vaak het moment waarop je lichaam om rust vraagt.",
    ],
  },
  "ADHD-Inattentief": {
    description:
      "Je aandacht glipt regelmatig weg: je leest iets drie keer, mist de helft van een gesprek of vergeet wat je net wilde doen. Veel mensen met ADHD-kenmerken herkennen dit, maar ook stress en slecht slapen kunnen dit veroorzaken. Of er sprake is van ADHD, kan alleen een arts of psycholoog vaststellen.",
    advice: [
      "Werk een paar keer per dag in blokken van 25 minuten, met je telefoon in een andere kamer, en kijk wat er verandert.",
      "Schrijf aan het begin van de dag de drie dingen op die echt moeten gebeuren, en leg het briefje in je zicht.",
      "Zet meldingen op je telefoon en computer een dagdeel uit en kijk of je minder vaak de draad kwijtraakt.",
    ],
  },
  "Verstrooide Visionair": {
    description:
      "Je hoofd zit vol ideeën en plannen, en dat is een echte kracht. Alleen springt je aandacht zo snel naar het volgende dat het vorige vaak niet af komt. Je ziet kansen die anderen missen, maar het overzicht houden kost je veel moeite.",
    advice: [
      "Schrijf nieuwe ideeën op één vaste plek op en kies per week één ding dat je echt afmaakt.",
      "Zeg de komende twee weken nee tegen elk nieuw project tot het vorige af is, hoe aantrekkelijk het ook is.",
      "Kijk aan het eind van de week wat je hebt afgemaakt, niet alleen wat je hebt bedacht.",
    ],
  },
  "Lichaamsloze Leider": {
    description:
      "Je leeft vooral in je hoofd. Je lichaam moet gewoon meewerken, en signalen als spanning, hoofdpijn of slecht slapen schuif je opzij. Zo houd je het lang vol, maar je merkt pas dat het te veel is als het al te laat is.",
    advice: [
      "Sta drie keer per dag een minuut stil bij hoe je lichaam zich voelt, zonder er meteen iets mee te hoeven.",
      "Ga elke dag tien minuten naar buiten zonder telefoon en merk op hoe je ademhaling is.",
      "Houd een week lang bij hoe je slaapt. Patronen zie je pas als ze op papier staan.",
    ],
  },
  "ADHD-Executive": {
    description:
      "Weten wat er moet gebeuren lukt wel; beginnen, plannen en afmaken is het lastige deel. Taken blijven liggen tot de druk hoog genoeg is, en dan werk je door tot diep in de nacht. Dit patroon komt vaak voor bij mensen met ADHD-kenmerken, maar deze test stelt geen diagnose; dat kan alleen een arts of psycholoog.",
    advice: [
      "Maak van elke grote taak een eerste stap van tien minuten en zet die stap als afspraak in je agenda.",
      "Werk met een zichtbare lijst van hooguit drie taken per dag; de rest staat op een aparte lijst voor later.",
      "Zoek iemand bij wie je even meldt dat je begint. Samen starten maakt beginnen vaak lichter.",
    ],
  },
  "ADHD-Emotieregulatie": {
    description:
      "Je emoties gaan snel en heftig: in een paar seconden van nul naar honderd, en achteraf spijt. Dat is vermoeiend, voor jou en voor de mensen om je heen. Veel mensen met ADHD-kenmerken herkennen dit, maar ook langdurige stress en vermoeidheid maken je korter van stof. Wat er bij jou speelt, kan een arts of psycholoog uitzoeken.",
    advice: [
      "Let op de eerste signalen van oplopende spanning, zoals je kaken, schouders of ademhaling, en neem dan tien seconden voordat je reageert.",
      "Spreek met de mensen om je heen af dat je even weg mag lopen als het te hoog oploopt, en dat je daarna terugkomt.",
      "Kijk achteraf zonder oordeel wat eraan voorafging: moe, honger, te veel prikkels? Dat maakt het volgende moment herkenbaarder.",
    ],
  },
  "ADHD-Combined": {
    description:
      "Je herkent jezelf zowel in een afdwalende aandacht als in onrust en impulsiviteit. Stilzitten, volhouden en overzicht houden kosten je allemaal veel moeite. Deze combinatie zie je vaak bij mensen met ADHD-kenmerken; of daar echt sprake van is, kan alleen een arts of psycholoog vaststellen.",
    advice: [
      "Geef je onrust een plek: beweeg tussen taken door in plaats van jezelf te dwingen stil te zitten.",
      "Maak je taken kort en afwisselend, en wissel zittend werk af met iets waarbij je staat of loopt.",
      "Kies per dag één ding dat af moet, en geef jezelf erkenning als dat gelukt is.",
    ],
  },
  "Prikkelgevoelige Performer": {
    description:
      "Je presteert goed, maar geluid, drukte en volle dagen komen hard bij je binnen. Na een dag vol prikkels ben je sneller geïrriteerd en heb je tijd nodig om bij te komen. Dat is geen zwakte, maar het vraagt wel dat je je dagen anders inricht.",
    advice: [
      "Bouw na drukke momenten tien minuten zonder prikkels in: geen scherm, geen gesprek, geen geluid.",
      "Plan zware afspraken niet allemaal op één dag, maar verdeel ze over de week.",
      "Probeer oordopjes of een koptelefoon op momenten dat het om je heen druk is, en merk het verschil.",
    ],
  },
  "Chronisch Overbelast": {
    description:
      "Je draagt al lange tijd meer dan je kunt opvangen. Rust helpt niet meer echt: na een vrij weekend ben je op maandag alweer op, en kleine dingen blijven liggen. Dat is een teken dat er iets moet veranderen in wat je draagt, niet dat je harder je best moet doen.",
    advice: [
      "Schrijf op wat je allemaal draagt, op je werk en thuis, en kies één ding dat je deze maand kunt laten vallen of overdragen.",
      "Plan eerst je rust in je agenda en pas daarna de rest, in plaats van andersom.",
      "Vraag bij een nieuw verzoek eerst bedenktijd voordat je ja zegt.",
    ],
  },
  "Aangeslagen Analist": {
    description:
      "Je denkt veel, soms te veel. Je wilt iets eerst helemaal doorgronden voordat je begint, en je blijft malen over wat er gezegd is of misging. Dat maakt je zorgvuldig, maar het houdt je ook vast in je hoofd en kost je veel energie.",
    advice: [
      "Geef jezelf een vaste piekertijd van een kwartier per dag en schrijf gedachten daarbuiten op, om er later naar te kijken.",
      "Neem een beslissing die niet groot is binnen vijf minuten, en kijk wat er gebeurt als het niet perfect is.",
      "Doe iets met je handen of je lijf als je merkt dat je blijft malen: wandelen, koken, klussen.",
    ],
  },
  "Functionerende Vortex": {
    description:
      "Van buiten lijkt alles te lopen: je werk gaat door en je haalt je afspraken. Van binnen is het een draaikolk van lijstjes, uitstel en schaamte over wat blijft liggen. Dat allemaal bij elkaar houden kost enorm veel energie, en die rekening komt meestal later.",
    advice: [
      "Vertel één persoon die je vertrouwt hoe het echt met je gaat. Het hardop zeggen haalt vaak al wat druk van de ketel.",
      "Kies één ding dat al lang blijft liggen en zet er vijftien minuten voor in je agenda.",
      "Schrijf op wat je wel allemaal doet. Dat ziet er vaak anders uit dan de schaamte je vertelt.",
    ],
  },
  "ADHD-Hyperactief": {
    description:
      "Je bent altijd in beweging: wiebelen, opstaan, anderen in de rede vallen of ja zeggen voordat je erover hebt nagedacht. Die energie kan een kracht zijn, maar zonder richting kost ze je veel. Dit patroon komt vaak voor bij mensen met ADHD-kenmerken; alleen een arts of psycholoog kan vaststellen of er sprake is van ADHD.",
    advice: [
      "Plan beweging als vaste afspraak in je dag, bijvoorbeeld een korte wandeling voordat je aan een lange taak begint.",
      "Tel tot drie voordat je ja zegt op een nieuw verzoek of voordat je reageert in een gesprek.",
      "Zoek werk of taken waarbij je mag bewegen, en gebruik je energie daar bewust voor.",
    ],
  },
  Burnout: {
    description:
      "Je antwoorden laten signalen zien die vaak bij een burn-out horen: je bent leeg, rust helpt niet meer en je lichaam geeft duidelijk aan dat het zo niet verder kan. Neem dat serieus en bespreek het met je huisarts. Coaching kan je daarnaast helpen om stap voor stap weer richting te vinden.",
    advice: [
      "Zeg deze week één verplichting af en gebruik die tijd om echt niets te doen. Ook dat telt.",
      "Maak een afspraak met je huisarts en vertel eerlijk hoe het gaat, ook als dat moeilijk voelt.",
      "Houd je dagen voorlopig klein: één ding per dag is genoeg. Herstel gaat in stappen, niet in sprongen.",
    ],
  },
};

/** Shown instead of a second profile when all answers point to one profile (stored as 'Undefined', product.md §9). */
export const noSecondProfile = {
  name: "Geen tweede profiel",
  description: "Al je antwoorden wijzen naar hetzelfde profiel, dus er komt geen duidelijk tweede profiel naar voren.",
} as const;

/** How to read the total score (0 to 36): the band with the highest `min` not above the score applies. */
export const scoreBands: readonly { min: number; title: string; text: string }[] = [
  {
    min: 0,
    title: "Weinig signalen",
    text: "Je herkent op dit moment weinig van waar deze test naar vraagt. Mooi. Houd vast wat je nu goed doet, zodat je het niet kwijtraakt als het drukker wordt.",
  },
  {
    min: 10,
    title: "Duidelijke signalen",
    text: "Je herkent jezelf in een flink deel van de vragen. Dat hoeft nog geen probleem te zijn, maar het is wel een teken om niet door te gaan alsof er niets aan de hand is. Kleine aanpassingen nu voorkomen grotere problemen later.",
  },
  {
    min: 21,
    title: "Veel signalen",
    text: "Je draagt op dit moment veel. Ga hier niet alleen mee door: praat erover met iemand die je vertrouwt en met je huisarts. In een gratis kennismaking kijken we samen waar je kunt beginnen.",
  },
];

/**
 * The crisis note of D18, on the e-mail step, the result page and in the
 * mail. The numbers 113 and 0800-0113 become phone links on the pages.
 */
export const crisisNote = {
  title: "Geen diagnose, geen therapie",
  text: "Deze test is geen diagnose, en coaching is geen therapie of medische behandeling. Zit je in een crisis of denk je aan zelfdoding? Bel dan direct 113 of gratis 0800-0113, of neem contact op met je huisarts.",
} as const;

/** /test: the questions and the e-mail step. */
export const selfTestPage = {
  metaTitle: "Zelftest: 12 vragen over aandacht, energie, plannen en impulsen",
  metaDescription:
    "Beantwoord 12 korte vragen over je aandacht, je energie, plannen en afmaken en hoe je reageert. Je ziet direct je profiel en krijgt een uitgebreide analyse per mail.",
  eyebrow: "Gratis zelftest",
  title: "Zelftest burn-out en ADHD",
  backToHome: "Terug naar home",
  progressLabel: "Voortgang van de test",
  counter: (number: number, total: number) => `Vraag ${number} van ${total}`,
  allAnswered: (total: number) => `Alle ${total} vragen beantwoord`,
  instruction: "Kies het antwoord dat nu het meest op jou lijkt. Er zijn geen goede of foute antwoorden.",
  /** Screen-reader text on the option chosen earlier, when going back. */
  chosen: "(je huidige antwoord)",
  previous: "Vorige",
  emailStep: {
    eyebrow: "Bijna klaar",
    title: "Laatste stap!",
    intro:
      "Vul je e-mailadres in. Je ziet je resultaten meteen, en ik stuur je een uitgebreide analyse met je profielen, je score en concrete handvatten.",
    emailLabel: "Je e-mailadres",
    emailHint: "Alleen voor je analyse. Je komt hiermee niet op een mailinglijst.",
    consentBefore:
      "Ik geef toestemming om mijn antwoorden te verwerken voor mijn resultaten en de analyse per mail. Ik begrijp dat mijn antwoorden iets over mijn gezondheid zeggen. Lees meer in de",
    consentLink: "privacyverklaring",
    consentAfter: ".",
    submit: "Mijn resultaten ophalen",
    submitting: "Resultaten ophalen...",
  },
  /** product.md §8: the failure toast's title. */
  errorTitle: "Kon test niet indienen",
} as const;

/** /test-result. */
export const selfTestResultPage = {
  metaTitle: "Jouw resultaten van de zelftest",
  metaDescription: "Je hoofdprofiel, je tweede profiel en je totaalscore van de zelftest.",
  eyebrow: "Jouw resultaat",
  title: "Dit zijn je resultaten",
  /** product.md §8: the success toast. */
  toast: { title: "Test voltooid!", text: "Je resultaten zijn klaar" },
  mailSentBefore: "Ik heb een uitgebreide analyse gestuurd naar",
  mailSentAfter: ". Zie je niets? Kijk dan ook even in je map met ongewenste mail.",
  mailFailedBefore: "Je resultaten zijn bewaard, maar de mail met je analyse kon ik niet versturen naar",
  mailFailedAfter:
    ". Hieronder zie je alles wat erin zou staan. Wil je de analyse toch per mail? Stuur me een bericht via het e-mailadres onderaan de pagina.",
  profilesTitle: "Je profielen",
  profilesIntro:
    "Je profiel komt uit de antwoorden die je koos. Het hoofdprofiel past het best bij je antwoorden, het tweede profiel daarna.",
  primaryLabel: "Hoofdprofiel",
  secondaryLabel: "Tweede profiel",
  scoreTitle: "Je totaalscore",
  /** After the big number: "23 van 36 punten". */
  scoreOutOf: (max: number) => `van ${max} punten`,
  categoriesTitle: "Per onderdeel",
  categoryScore: (score: number, max: number) => `${score} van ${max}`,
  ctaTitle: "Wat betekent dit voor jou?",
  ctaText:
    "In een gratis kennismaking van 30 minuten, online via {videodienst}, kijken we samen naar je uitslag en naar wat voor jou een goede eerste stap is.",
  cta: "Plan je gratis kennismakingsgesprek",
  retake: "Test opnieuw doen",
} as const;

/**
 * The analysis mail (D14), in the shared mail layout. It adds what the result
 * page does not show: three steps of advice per profile and the way to the
 * intro call. The disclaimer is crisisNote, once, at the end.
 */
export const selfTestMail = {
  subject: "Je uitgebreide analyse van de zelftest",
  heading: "Jouw zelftest: de uitgebreide analyse",
  intro:
    "Bedankt voor het invullen van de zelftest. Je uitslag zag je al op de site; in deze mail lees je per profiel wat je er deze weken mee kunt doen.",
  primary: (label: string) => `Je hoofdprofiel: ${label}`,
  secondary: (label: string) => `Je tweede profiel: ${label}`,
  adviceIntro: "Wat je kunt proberen:",
  adviceNote:
    "Kies er één uit die nu haalbaar voelt. Kleine stappen die je volhoudt, helpen meer dan grote voornemens.",
  scoreTitle: "Je score",
  total: (score: number, max: number) => `Je totaalscore: ${score} van ${max} punten.`,
  categories: (parts: string) => `Per onderdeel: ${parts}.`,
  category: (label: string, score: number, max: number) => `${label} ${score} van ${max}`,
  bookingTitle: "Samen kijken naar je uitslag",
  booking:
    "Wil je weten wat dit voor jou betekent? In een gratis kennismaking van 30 minuten, online via {videodienst}, kijken we samen naar je uitslag en naar een eerste stap die bij jou past. Je zit nergens aan vast.",
  button: "Plan je gratis kennismakingsgesprek",
} as const;

/** Messages of the self-test form, Dutch for the visitor (D1); the codes stay English. */
export const selfTestMessages = {
  missing: (number: number) => `Vraag ${number} is nog niet beantwoord.`,
  invalid: (number: number) => `Het antwoord op vraag ${number} is ongeldig. Kies een van de vier antwoorden.`,
  duplicate: (number: number) => `Vraag ${number} heeft meer dan één antwoord.`,
  unknownQuestion: "Er zijn antwoorden meegestuurd op vragen die niet in de test staan. Begin de test opnieuw.",
  consentRequired:
    "Geef toestemming om je antwoorden te verwerken. Zonder toestemming kan ik je resultaten niet berekenen.",
  rateLimited: "Je hebt de test net al een paar keer verstuurd. Wacht een minuut en probeer het dan opnieuw.",
  databaseError: "Je test kon niet worden opgeslagen. Je antwoorden staan nog klaar: probeer het zo opnieuw.",
} as const;
