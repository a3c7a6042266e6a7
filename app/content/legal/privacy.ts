/** /privacy: Dutch template text (D6); have it checked before relying on it. */
import type { LegalPage } from "./types";

export const privacyPage: LegalPage = {
  // The soft hyphen lets the word break the Dutch way on a 320 px phone.
  title: "Privacy\u00ADverklaring",
  metaDescription:
    "Welke persoonsgegevens deze coachingpraktijk verwerkt, waarom, hoe lang ze worden bewaard en welke rechten je hebt. Helder en zonder kleine lettertjes.",
  updated: "2026-11-23",
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
        "Kennismakingsgesprek: je plant het gesprek op deze website zelf. Je vult je naam, je e-mailadres en, als je wilt, je telefoonnummer en waar je het over wilt hebben in; de website legt daarbij het tijdstip van de afspraak vast en wanneer die is gemaakt, verzet of geannuleerd. Doel: de afspraak inplannen, je een bevestiging en een herinnering mailen en het gesprek online houden. Grondslag: jouw verzoek om een gesprek; daarvoor is geen vinkje nodig. Schrijf je op waar je het over wilt hebben, dan kan dat iets over je gezondheid zeggen: dat bewaar ik alleen als je daarvoor uitdrukkelijk toestemming geeft met een apart vinkje dat niet vooraf is aangevinkt (zie hieronder). Er komt geen andere partij aan te pas: de agenda en je gegevens staan op de server van de website. Je naam, telefoonnummer en vraag worden versleuteld opgeslagen. Gebruikt de praktijk in plaats daarvan de agenda van een externe planningsdienst (Calendly), dan vul je deze gegevens daar in.",
        "Contact en coaching: als je mailt, belt of een traject start, bewaar ik je contactgegevens, afspraken, gespreksnotities en facturen. Doel: de coachingsovereenkomst uitvoeren. Grondslag: uitvoering van de overeenkomst en, voor de administratie, de wettelijke bewaarplicht.",
        "Beveiliging: om misbruik van formulieren te voorkomen, houdt de server kort bij hoe vaak er vanaf een verbinding (IP-adres) een formulier wordt verstuurd. Doel: spam en overbelasting tegengaan. Grondslag: gerechtvaardigd belang.",
      ],
    },
    {
      heading: "Gegevens over je gezondheid",
      paragraphs: [
        "De antwoorden in de intakevragenlijst en de zelftest, en wat je bij een afspraak schrijft over waar je het over wilt hebben, kunnen iets zeggen over je gezondheid, zoals je energie, je slaap, je concentratie of stressklachten. Dat zijn bijzondere persoonsgegevens (artikel 9 AVG). Ik verwerk ze alleen als je daarvoor uitdrukkelijk toestemming geeft met een apart vinkje dat niet vooraf is aangevinkt. Het moment waarop je toestemming gaf, wordt vastgelegd; bij een afspraak is dat het moment waarop je hem aanvroeg.",
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
        "Afspraken voor een kennismakingsgesprek (met de gegevens die je daarbij invulde): 2 jaar na het tijdstip van de afspraak.",
        "Een aanvraag voor een kennismakingsgesprek die je nog niet per e-mail hebt bevestigd: hooguit een dag.",
        "Statistieken over het gebruik van de website (zonder persoonsgegevens): 13 maanden.",
        "Gegevens om misbruik van formulieren te voorkomen: 1 dag.",
        "Bewijs van je cookiekeuze (zonder IP-adres): zolang nodig is om aan te tonen welke keuze je hebt gemaakt.",
        "Facturen, betalingen en de administratie van een coachingstraject: 7 jaar na het einde van het jaar van de factuur, omdat de fiscale bewaarplicht dat voorschrijft. Vraag je om verwijdering van je gegevens, dan wis ik al het andere, maar deze gegevens blijven tot het einde van die termijn bewaard: de wettelijke plicht gaat dan voor (AVG artikel 17 lid 3 onder b). Daarna worden ze automatisch verwijderd.",
      ],
    },
    {
      heading: "Met wie ik gegevens deel",
      paragraphs: [
        "Ik deel je gegevens alleen met partijen die nodig zijn om deze website en de praktijk te laten werken. Met hen zijn verwerkersovereenkomsten gesloten, zodat ze je gegevens alleen in mijn opdracht en goed beveiligd gebruiken.",
      ],
      list: [
        "Een hostingprovider in de Europese Unie, waar de website en de database draaien.",
        "Een e-mailprovider in de Europese Unie, die de e-book-link, de testanalyse, de nieuwsbrief en de bevestiging en herinnering van je afspraak verstuurt.",
        "Alleen als de praktijk daarvoor kiest: de externe planningsdienst (Calendly) voor het inplannen van het kennismakingsgesprek. Standaard plan je het gesprek op deze website zelf en komt er geen andere partij aan te pas. Wordt de externe dienst gebruikt, dan wordt die alleen geladen als je daarvoor toestemming geeft of er zelf om vraagt. Hij kan gegevens buiten de Europese Unie verwerken en gebruikt daarvoor de waarborgen die de AVG voorschrijft. Voor wat die dienst met je gegevens doet, geldt ook zijn eigen privacybeleid.",
        "{videodienst-privacy}",
        "Alleen als je met iDEAL betaalt: de betaaldienst Mollie (Amsterdam), die de betaling met je bank afhandelt. Mollie krijgt het bedrag en een omschrijving van het pakket; je bankgegevens geef je op de betaalpagina van Mollie zelf op. Betaal je per overschrijving, dan komt er geen betaaldienst aan te pas.",
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
        "Je antwoorden op de intakevragenlijst en de zelftest, het e-mailadres bij je zelftest en de naam, het telefoonnummer en de vraag bij een afspraak worden versleuteld opgeslagen; de sleutel staat niet bij de gegevens.",
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
