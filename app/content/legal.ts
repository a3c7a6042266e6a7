/**
 * Texts of the legal pages (D6): /privacy, /voorwaarden and /cookies.
 * Plain text only (no Markdown, no HTML). The coach's name, address, KvK number
 * and contact details are NOT in these texts: the page component shows them
 * from `site.ts` at the bottom of each page. Template texts: have them checked
 * before relying on them.
 */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  title: string;
  metaDescription: string;
  /** ISO date of the last change, shown as "Laatst bijgewerkt". */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export const privacyPage: LegalPage = {
  title: "Privacyverklaring",
  metaDescription:
    "Welke persoonsgegevens deze coachingpraktijk verwerkt, waarom, hoe lang ze worden bewaard en welke rechten je hebt. Helder en zonder kleine lettertjes.",
  updated: "2026-11-01",
  intro:
    "In deze privacyverklaring lees je welke gegevens ik verzamel via deze website en in mijn coachingpraktijk, waarom ik dat doe, hoe lang ik ze bewaar en wat je rechten zijn. Ik ga zorgvuldig met je gegevens om, zeker als het gaat om informatie over je gezondheid. Ik verzamel niet meer dan nodig is en ik verkoop je gegevens nooit.",
  sections: [
    {
      heading: "Wie is verantwoordelijk voor je gegevens?",
      paragraphs: [
        "Deze website hoort bij een zelfstandige coachingpraktijk (eenmanszaak) voor burn-out, ADHD en life coaching. De coach is verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG). Waar in deze verklaring ‘ik’, ‘wij’ of ‘de coach’ staat, wordt steeds deze praktijk bedoeld.",
        "De naam, het adres, het KvK-nummer en de contactgegevens van de praktijk vind je onderaan deze pagina. Heb je een vraag over privacy, neem dan via die gegevens contact op. Er is geen aparte functionaris voor gegevensbescherming; ik beantwoord je vraag zelf.",
      ],
    },
    {
      heading: "Welke gegevens ik verwerk en waarvoor",
      paragraphs: [
        "Ik verwerk alleen gegevens die je zelf invult of die nodig zijn om de website veilig te laten werken. Per onderdeel van de website gaat het om het volgende.",
      ],
      list: [
        "Nieuwsbrief: je e-mailadres en, als je die invult, je naam, met de datum van aanmelding, de datum van de laatste verzonden nieuwsbrief en eventueel de datum van afmelding. Doel: je de nieuwsbrief sturen. Grondslag: jouw toestemming. Elke nieuwsbrief bevat een afmeldlink.",
        "Gratis e-book: je e-mailadres, je naam als je die invult en het moment van je aanvraag. Doel: je een persoonlijke downloadlink mailen die 24 uur geldig is. Grondslag: jouw verzoek en toestemming. Je komt hiermee niet automatisch op de nieuwsbrief.",
        "Zelftest: je antwoorden op de twaalf vragen, je uitslag (profielen en totaalscore) en het e-mailadres waar je de uitgebreide analyse naartoe laat sturen. Doel: je de uitslag tonen en de analyse mailen. Grondslag: jouw uitdrukkelijke toestemming, die je geeft met het vinkje bij de e-mailstap.",
        "Intakevragenlijst: je naam, je antwoorden op de vragen en het moment waarop je de lijst verstuurt en toestemming geeft. Doel: je situatie begrijpen en het eerste gesprek goed voorbereiden. Grondslag: jouw uitdrukkelijke toestemming (zie hieronder over gezondheidsgegevens).",
        "Kennismakingsgesprek: je plant het gesprek via een externe planningsdienst (Calendly). Daar vul je zelf je naam, e-mailadres en eventueel een toelichting in. Doel: de afspraak inplannen en het gesprek via Zoom houden. Grondslag: jouw verzoek om een gesprek.",
        "Contact en coaching: als je mailt, belt of een traject start, bewaar ik je contactgegevens, afspraken, gespreksnotities en facturen. Doel: de coachingsovereenkomst uitvoeren. Grondslag: uitvoering van de overeenkomst en, voor de administratie, de wettelijke bewaarplicht.",
        "Beveiliging: om misbruik van formulieren te voorkomen, houdt de server kort bij hoe vaak er vanaf een verbinding (IP-adres) een formulier wordt verstuurd. Doel: spam en overbelasting tegengaan. Grondslag: gerechtvaardigd belang.",
      ],
    },
    {
      heading: "Gegevens over je gezondheid",
      paragraphs: [
        "De antwoorden in de intakevragenlijst en de zelftest kunnen iets zeggen over je gezondheid, zoals je energie, je slaap, je concentratie of stressklachten. Dat zijn bijzondere persoonsgegevens (artikel 9 AVG). Ik verwerk ze alleen als je daarvoor uitdrukkelijk toestemming geeft met een apart vinkje dat niet vooraf is aangevinkt. Het moment waarop je toestemming gaf, wordt vastgelegd.",
        "Alleen de coach kan deze antwoorden inzien, via een beveiligde beheeromgeving. Ze worden niet gebruikt voor reclame en niet gedeeld met je werkgever, je verzekeraar of anderen. Je kunt je toestemming altijd intrekken; ik verwijder je antwoorden dan. Intrekken geldt voor de toekomst: wat eerder rechtmatig is verwerkt, blijft rechtmatig.",
        "Vul je de intakevragenlijst in, dan kan een concept van je antwoorden in je eigen browser worden bewaard, zodat je niets kwijtraakt. Dat concept komt pas op de server als je de lijst verstuurt.",
        "De zelftest berekent automatisch een profiel op basis van je antwoorden. Dat is een hulpmiddel om over jezelf na te denken, geen diagnose, en er worden geen besluiten mee genomen die gevolgen voor je hebben.",
      ],
    },
    {
      heading: "Hoe lang ik je gegevens bewaar",
      paragraphs: ["Ik bewaar gegevens niet langer dan nodig. Daarna worden ze verwijderd. De termijnen zijn:"],
      list: [
        "Nieuwsbrief: zolang je bent aangemeld. Na afmelding krijg je geen mail meer en blijft alleen vastgelegd dat je bent afgemeld, zodat je niet per ongeluk opnieuw mail ontvangt. Wil je dat ook dat verdwijnt, vraag dan om verwijdering.",
        "E-bookaanvragen: 2 jaar na de aanvraag.",
        "Zelftest (antwoorden, uitslag en e-mailadres): 2 jaar.",
        "Intakevragenlijst: 2 jaar na verzending, of korter als je daarom vraagt.",
        "Statistieken over het gebruik van de website (zonder persoonsgegevens): 13 maanden.",
        "Gegevens om misbruik van formulieren te voorkomen: 1 dag.",
        "Bewijs van je cookiekeuze (zonder IP-adres): zolang nodig is om aan te tonen welke keuze je hebt gemaakt.",
        "Facturen en de administratie van een coachingstraject: 7 jaar, omdat de fiscale bewaarplicht dat voorschrijft.",
      ],
    },
    {
      heading: "Met wie ik gegevens deel",
      paragraphs: [
        "Ik deel je gegevens alleen met partijen die nodig zijn om deze website en de praktijk te laten werken. Met hen zijn verwerkersovereenkomsten gesloten, zodat ze je gegevens alleen in mijn opdracht en goed beveiligd gebruiken.",
      ],
      list: [
        "Een hostingprovider in de Europese Unie, waar de website en de database draaien.",
        "Een e-mailprovider in de Europese Unie, die de e-book-link, de testanalyse en de nieuwsbrief verstuurt.",
        "De externe planningsdienst (Calendly) voor het inplannen van het kennismakingsgesprek. Deze dienst wordt alleen geladen als je daarvoor toestemming geeft of er zelf om vraagt. Hij kan gegevens buiten de Europese Unie verwerken en gebruikt daarvoor de waarborgen die de AVG voorschrijft. Voor wat die dienst met je gegevens doet, geldt ook zijn eigen privacybeleid.",
        "Zoom, voor het online gesprek zelf. Je krijgt daarvoor een link; je hoeft geen account aan te maken.",
      ],
    },
    {
      heading: "Cookies en statistieken",
      paragraphs: [
        "Deze website gebruikt geen trackers van derden zoals advertentienetwerken of socialemediapixels. Met jouw toestemming houd ik eenvoudige statistieken bij op de eigen server, bijvoorbeeld hoe vaak een pagina wordt bekeken of een e-book wordt aangevraagd. Die statistieken bevatten geen naam, geen e-mailadres en geen IP-adres.",
        "Je cookiekeuze wordt in je eigen browser bewaard. Op de server wordt alleen een bewijs van die keuze vastgelegd: een willekeurig nummer, je keuzes, de versie van de melding en het tijdstip, zonder IP-adres. Meer hierover lees je in het cookiebeleid, dat je onderaan elke pagina vindt.",
      ],
    },
    {
      heading: "Hoe ik je gegevens beveilig",
      paragraphs: [
        "Ik neem passende technische en organisatorische maatregelen om je gegevens te beschermen tegen verlies en onbevoegd gebruik.",
      ],
      list: [
        "De website werkt alleen via een versleutelde verbinding (https).",
        "Alleen de coach heeft toegang tot de beheeromgeving, met een sterk wachtwoord dat versleuteld is opgeslagen en een beveiligde sessiecookie.",
        "Herhaalde mislukte inlogpogingen en het massaal versturen van formulieren worden automatisch afgeremd.",
        "Gespreksnotities en intakeantwoorden worden niet op papier of op onbeveiligde apparaten bewaard.",
        "Je antwoorden op de intakevragenlijst en de zelftest, en het e-mailadres bij je zelftest, worden versleuteld opgeslagen; de sleutel staat niet bij de gegevens.",
      ],
    },
    {
      heading: "Jouw rechten",
      paragraphs: [
        "Je hebt op grond van de AVG de volgende rechten. Je kunt ze gratis uitoefenen door contact op te nemen via de gegevens onderaan deze pagina. Ik reageer binnen een maand. Om te voorkomen dat iemand anders je gegevens opvraagt, kan ik je vragen te bevestigen dat het verzoek van jou komt, bijvoorbeeld door te antwoorden vanaf het e-mailadres dat bij mij bekend is.",
      ],
      list: [
        "Inzage: je mag weten welke gegevens ik van je heb en wat ik ermee doe.",
        "Correctie: kloppen je gegevens niet, dan pas ik ze aan.",
        "Verwijdering: je kunt vragen je gegevens te wissen, tenzij ik ze wettelijk moet bewaren.",
        "Beperking: je kunt vragen je gegevens tijdelijk niet te gebruiken, bijvoorbeeld zolang we een verzoek om correctie bespreken.",
        "Bezwaar: je kunt bezwaar maken tegen verwerking op grond van gerechtvaardigd belang.",
        "Overdraagbaarheid: je kunt je gegevens in een gangbaar bestandsformaat ontvangen om ze aan een ander te geven.",
        "Toestemming intrekken: voor de nieuwsbrief via de afmeldlink, voor al het andere met een bericht aan mij.",
      ],
    },
    {
      heading: "Een klacht indienen",
      paragraphs: [
        "Ben je niet tevreden over hoe ik met je gegevens omga, laat het me dan eerst weten. Dan zoeken we samen naar een oplossing.",
        "Je hebt daarnaast altijd het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens, de toezichthouder op privacy in Nederland. Dat kan via autoriteitpersoonsgegevens.nl.",
      ],
    },
    {
      heading: "Jonger dan 16?",
      paragraphs: [
        "Deze website en mijn coaching zijn bedoeld voor volwassenen. Ben je jonger dan 16, vul dan geen formulieren in zonder toestemming van je ouder of voogd. Merk ik dat ik zonder die toestemming gegevens van iemand onder de 16 heb ontvangen, dan verwijder ik ze.",
      ],
    },
    {
      heading: "Wijzigingen",
      paragraphs: [
        "Verandert er iets aan de manier waarop ik gegevens verwerk, dan pas ik deze privacyverklaring aan. De datum bovenaan laat zien wanneer dat voor het laatst is gebeurd. Bij belangrijke wijzigingen die jou raken, laat ik het je weten als ik je e-mailadres heb.",
      ],
    },
  ],
};

export const termsPage: LegalPage = {
  title: "Algemene voorwaarden",
  metaDescription:
    "Algemene voorwaarden voor coaching: afspraken over sessies, afzeggen, betaling, vertrouwelijkheid en aansprakelijkheid. Coaching is geen medische behandeling.",
  updated: "2026-11-01",
  intro:
    "Deze voorwaarden gelden voor alle coaching die ik geef: losse sessies, online pakketten en face-to-face trajecten met wandelcoaching. Ze zijn er zodat we allebei weten waar we aan toe zijn. Heb je een vraag over een van de punten, stel hem dan gerust voordat je begint.",
  sections: [
    {
      heading: "1. Wie en wat",
      paragraphs: [
        "Deze voorwaarden gelden voor alle aanbiedingen en overeenkomsten van de coachingpraktijk (eenmanszaak) waarvan de gegevens onderaan deze pagina staan. ‘De coach’ of ‘ik’ is die praktijk. ‘Jij’ of ‘de cliënt’ is degene die coaching afneemt.",
        "Betaalt je werkgever of een andere partij het traject, dan gelden deze voorwaarden ook tegenover die partij. Afwijkende afspraken gelden alleen als we ze schriftelijk (ook per e-mail) hebben vastgelegd.",
      ],
    },
    {
      heading: "2. Kennismakingsgesprek en overeenkomst",
      paragraphs: [
        "Het kennismakingsgesprek duurt 30 minuten, is gratis en vindt online plaats via Zoom. Het verplicht je tot niets.",
        "Wil je daarna verder, dan stuur ik je per e-mail een bevestiging met het gekozen pakket of de losse sessies, de prijs en de looptijd. De overeenkomst komt tot stand zodra je die bevestiging per e-mail accepteert of de eerste factuur betaalt.",
        "Sluit je de overeenkomst als consument op afstand, dan heb je 14 dagen bedenktijd. Je kunt in die periode zonder opgave van reden afzien van de overeenkomst. Wil je binnen die 14 dagen al met coaching beginnen, dan vraag ik je dat uitdrukkelijk te bevestigen. Zie je daarna alsnog af van de overeenkomst, dan betaal je alleen voor de sessies die al hebben plaatsgevonden.",
      ],
    },
    {
      heading: "3. Coaching is geen medische behandeling",
      paragraphs: [
        "Coaching is geen therapie en geen medische of psychologische behandeling. Ik stel geen diagnoses, behandel geen ADHD, burn-out of andere aandoeningen en geef geen advies over medicatie. De zelftest op deze website is een hulpmiddel om over jezelf na te denken, geen diagnose.",
        "Heb je lichamelijke of psychische klachten, ga dan naar je huisarts. Ben je al onder behandeling bij een arts, psycholoog of bedrijfsarts, overleg dan met hem of haar over coaching naast die behandeling. Coaching vervangt een behandeling nooit.",
        "Merk ik tijdens het traject dat je meer of andere hulp nodig hebt dan coaching kan bieden, dan zeg ik dat eerlijk en verwijs ik je door. We kunnen het traject dan in overleg pauzeren of beëindigen. In een crisis bel je 113 (0800-0113), je huisarts of bij direct gevaar 112.",
      ],
    },
    {
      heading: "4. Sessies en pakketten",
      paragraphs: [
        "Sessies vinden online plaats via Zoom of face-to-face, afhankelijk van het gekozen pakket. Wat een pakket precies inhoudt, hoeveel sessies erbij horen en binnen welke periode je ze gebruikt, staat op de website en in de bevestiging.",
        "Bij wandelcoaching voeren we het gesprek buiten tijdens een wandeling. Je bent zelf verantwoordelijk voor passende kleding en schoenen en voor het inschatten van je eigen lichamelijke conditie. Bij slecht weer spreken we binnen af of verplaatsen we de sessie. In de openbare ruimte let ik erop dat anderen niet kunnen meeluisteren, maar volledige afscherming is buiten niet altijd mogelijk.",
        "Bij de AI-ondersteuning leer ik je hoe je een AI-assistent kunt inzetten als dagelijkse hulp bij planning en reflectie. Je bepaalt zelf welke informatie je in zo’n dienst invoert. Ik voer zelf geen persoonlijke informatie uit onze gesprekken in zulke diensten in zonder jouw toestemming.",
      ],
    },
    {
      heading: "5. Afzeggen en verplaatsen",
      paragraphs: ["Kun je niet op een afspraak komen, laat het me dan zo snel mogelijk weten."],
      list: [
        "Afzeggen of verplaatsen tot 24 uur voor de afspraak kost niets.",
        "Zeg je later dan 24 uur van tevoren af of kom je niet, dan breng ik de sessie volledig in rekening. Bij een pakket telt de sessie dan als gebruikt.",
        "Kom je te laat, dan eindigt de sessie op de afgesproken tijd.",
        "Moet ik zelf een afspraak afzeggen, bijvoorbeeld door ziekte, dan plannen we kosteloos een nieuwe afspraak in.",
        "Bij bijzondere omstandigheden, zoals een ongeval of een ziekenhuisopname, kijken we samen naar een redelijke oplossing.",
      ],
    },
    {
      heading: "6. Prijzen en betaling",
      paragraphs: [
        "De actuele prijzen staan op de website en in de bevestiging. Alle prijzen zijn in euro en inclusief btw, tenzij anders vermeld. Een prijswijziging geldt niet voor een traject dat al is overeengekomen.",
        "Een pakket betaal je vooraf, tenzij we schriftelijk een betaling in termijnen afspreken. Losse sessies factureer ik na afloop. De betaaltermijn is 14 dagen na de factuurdatum.",
        "Betaal je niet op tijd, dan stuur ik eerst een kosteloze herinnering met een nieuwe termijn van 14 dagen. Blijft betaling daarna uit, dan mag ik de wettelijke rente en de incassokosten volgens de wettelijke regels in rekening brengen en kan ik nieuwe sessies opschorten tot de openstaande facturen zijn betaald.",
        "Stop je tussentijds met een pakket, dan worden al betaalde sessies niet terugbetaald, tenzij je gebruikmaakt van je bedenktijd of we iets anders afspreken. Stop ik het traject omdat coaching niet (meer) passend is, dan krijg je de niet gebruikte sessies naar verhouding terug.",
      ],
    },
    {
      heading: "7. Vertrouwelijkheid",
      paragraphs: [
        "Alles wat je in de sessies vertelt, blijft tussen ons. Ik deel niets met anderen zonder jouw uitdrukkelijke toestemming, ook niet met je werkgever, je partner of een verwijzer, en ook niet als je werkgever het traject betaalt. Die krijgt hooguit te horen dat het traject loopt of is afgerond, en alleen als jij daarmee instemt.",
        "Op deze geheimhouding zijn twee uitzonderingen: als de wet mij verplicht informatie te geven, en als er acuut gevaar is voor jou of voor anderen. In dat laatste geval zal ik, waar mogelijk, eerst met jou overleggen.",
        "Ik kan een casus anoniem bespreken in intervisie of supervisie met andere coaches. Dat gebeurt altijd zonder naam of andere gegevens waaraan je te herkennen bent. Hoe ik met je persoonsgegevens omga, lees je in de privacyverklaring.",
      ],
    },
    {
      heading: "8. Inzet en eigen verantwoordelijkheid",
      paragraphs: [
        "Ik zet me zo goed mogelijk in voor jouw doelen, met de kennis en ervaring die ik heb. Coaching is een inspanningsverplichting, geen resultaatverplichting: ik kan niet beloven dat je binnen een bepaalde tijd hersteld bent of een bepaald doel bereikt.",
        "Jij bent verantwoordelijk voor je eigen keuzes en voor wat je met de coaching doet, ook voor beslissingen over je werk, je gezondheid en je relaties. Vertel het me als iets niet werkt of niet goed voelt; dan passen we de aanpak aan.",
      ],
    },
    {
      heading: "9. Aansprakelijkheid",
      paragraphs: [
        "Mijn aansprakelijkheid voor schade die ontstaat door de coaching is beperkt tot het bedrag dat je voor het betreffende traject of de betreffende sessies hebt betaald. Ik ben niet aansprakelijk voor indirecte schade, zoals gederfde inkomsten.",
        "Ik ben niet aansprakelijk voor schade die ontstaat doordat je mij onjuiste of onvolledige informatie geeft, of doordat je een medische of psychologische behandeling uitstelt of stopt. Deze beperkingen gelden niet als de schade het gevolg is van opzet of grove nalatigheid van mijn kant.",
      ],
    },
    {
      heading: "10. Materialen",
      paragraphs: [
        "Werkbladen, oefeningen, het e-book en ander materiaal dat je van mij krijgt, zijn voor jouw persoonlijke gebruik. Je mag ze niet zonder toestemming verspreiden, verkopen of voor eigen trainingen gebruiken. Het auteursrecht blijft bij de praktijk.",
        "Sessies worden niet opgenomen, niet door mij en niet door jou, tenzij we dat vooraf samen afspreken.",
      ],
    },
    {
      heading: "11. Klachten en toepasselijk recht",
      paragraphs: [
        "Ben je ergens niet tevreden over, bespreek het dan zo snel mogelijk met mij, in een sessie of per e-mail via de contactgegevens onderaan deze pagina. Ik reageer binnen 14 dagen en doe mijn best om samen tot een oplossing te komen.",
        "Op alle overeenkomsten is Nederlands recht van toepassing. Komen we er samen niet uit, dan kan het geschil worden voorgelegd aan de bevoegde rechter in Nederland. Als consument houd je altijd de rechten die de wet je geeft.",
      ],
    },
  ],
};

export const cookiePage: LegalPage = {
  title: "Cookiebeleid",
  metaDescription:
    "Welke cookies en lokale opslag deze website gebruikt, waarvoor, en hoe je je keuze op elk moment wijzigt via Cookie-instellingen onderaan de pagina.",
  updated: "2026-11-01",
  intro:
    "Deze website gebruikt zo min mogelijk cookies en vergelijkbare technieken. Er draaien geen advertentietrackers en geen statistieken van derden. Hieronder lees je precies wat er wordt opgeslagen, waarom, en hoe je je keuze wijzigt.",
  sections: [
    {
      heading: "Wat zijn cookies en lokale opslag?",
      paragraphs: [
        "Een cookie is een klein tekstbestand dat een website in je browser opslaat. Lokale opslag (localStorage) werkt vergelijkbaar: een website bewaart een stukje informatie in je eigen browser, dat bij een volgend bezoek weer kan worden gelezen. De wet behandelt beide op dezelfde manier. Voor alles wat niet strikt nodig is, vraag ik eerst je toestemming.",
      ],
    },
    {
      heading: "Noodzakelijk: altijd aan",
      paragraphs: [
        "Deze opslag is nodig om de website te laten werken en je keuzes te onthouden. Hiervoor is geen toestemming nodig en je kunt ze niet uitzetten in de cookie-instellingen.",
      ],
      list: [
        "Je cookiekeuze: wordt in de lokale opslag van je browser bewaard onder de naam ‘cookie-consent’, zodat de melding niet bij elk bezoek terugkomt. Dit blijft staan tot je je keuze wijzigt of je browsergegevens wist.",
        "Bewijs van je keuze: op de server wordt vastgelegd welke keuze er is gemaakt, met een willekeurig nummer, de versie van de melding en het tijdstip. Daar staat geen IP-adres of andere informatie bij waarmee je te herkennen bent.",
        "Concept van de intakevragenlijst: als je de intakevragenlijst invult, kan een concept van je antwoorden in de lokale opslag van je browser worden bewaard, zodat je niets kwijtraakt. Het komt pas op de server als je de lijst verstuurt.",
        "Sessiecookie van de beheeromgeving: alleen voor de coach, wanneer die is ingelogd. Bezoekers krijgen deze cookie niet. Hij is beveiligd, niet leesbaar voor scripts en vervalt bij uitloggen of na een vaste tijd.",
      ],
    },
    {
      heading: "Statistieken: alleen met toestemming",
      paragraphs: [
        "Geef je toestemming voor statistieken, dan meet de website op de eigen server hoe hij wordt gebruikt. Het gaat om gebeurtenissen als een paginabezoek, een aanmelding voor de nieuwsbrief, een klik op de agenda, een afgeronde zelftest, een aanvraag van het e-book en een verstuurde intakevragenlijst.",
        "Deze gegevens bevatten geen naam, geen e-mailadres en geen IP-adres, en ze worden niet gedeeld met andere partijen. Ze worden alleen gebruikt om te tellen wat werkt op de website en na 13 maanden verwijderd. Zonder jouw toestemming wordt er niets gemeten.",
      ],
    },
    {
      heading: "Marketing: de externe agenda",
      paragraphs: [
        "Het kennismakingsgesprek plan je via een agenda van een externe planningsdienst (Calendly). Die agenda wordt op de pagina ingeladen vanaf de servers van die dienst. De dienst kan daarbij eigen cookies plaatsen en je IP-adres en browsergegevens verwerken. Daarvoor geldt het privacy- en cookiebeleid van de dienst zelf.",
        "Geef je toestemming voor marketing, dan wordt de agenda direct geladen als je de pagina voor de kennismaking opent. Zonder die toestemming zie je eerst een korte uitleg met de knop ‘Agenda laden’ en een gewone link die de agenda in een nieuw tabblad opent. De agenda wordt dan pas geladen als je daar zelf voor kiest.",
      ],
    },
    {
      heading: "Je keuze wijzigen",
      paragraphs: [
        "Bij je eerste bezoek kies je tussen ‘Alles accepteren’, ‘Alleen noodzakelijk’ of ‘Instellingen’, waar je statistieken en marketing apart aan of uit zet. Je kunt je keuze op elk moment wijzigen via ‘Cookie-instellingen’ onderaan elke pagina. Een nieuwe keuze geldt meteen.",
        "Trek je je toestemming in, dan wordt er vanaf dat moment niets meer gemeten en wordt de externe agenda niet meer vanzelf geladen. Cookies die de planningsdienst al heeft geplaatst, verwijder je via de instellingen van je browser. Daar kun je ook alle opgeslagen gegevens van deze website wissen; de cookiemelding verschijnt dan bij je volgende bezoek opnieuw.",
      ],
    },
    {
      heading: "Vragen",
      paragraphs: [
        "Heb je een vraag over cookies of over hoe ik met je gegevens omga? Neem contact op via de gegevens onderaan deze pagina. Meer over je rechten en over hoe lang gegevens worden bewaard, lees je in de privacyverklaring.",
      ],
    },
  ],
};
