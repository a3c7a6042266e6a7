/**
 * The go-live checklist on the dashboard, 'Klaar om live te gaan?' (ADR 0090).
 * Per item: a short title, one plain sentence why it matters, and where it is
 * fixed: a screen in the admin, or (for the server's settings) a note the coach
 * forwards to whoever runs the server. Dutch, 'je' (D27).
 */
export const goLiveTexts = {
  title: "Klaar om live te gaan?",
  intro:
    "Deze punten staan nog open voordat je website echt klaar is voor bezoekers. Een punt verdwijnt zodra het geregeld is. Past een punt niet bij jouw situatie, dan kun je het met een reden overslaan.",
  helperSummary: "Uitleg voor je technische hulp",
  helperIntro: "Stuur deze uitleg door naar wie je server beheert:",
  skip: "Overslaan",
  skipTitle: (title: string) => `'${title}' overslaan`,
  reasonLabel: "Waarom sla je dit over?",
  reasonHint: "Bijvoorbeeld: 'Ik werk zonder e-book.' Je kunt het later terugzetten.",
  skipButton: "Punt overslaan",
  skippedTitle: (count: number) => `Overgeslagen punten (${count})`,
  skippedBy: (who: string, when: string) => `Overgeslagen door ${who} op ${when}.`,
  reasonPrefix: "Reden:",
  undo: "Terugzetten",
  undoLabel: (title: string) => `'${title}' terugzetten`,
  notices: {
    dismissed: "Het punt is overgeslagen. Je vindt het onder 'Overgeslagen punten'.",
    undone: "Het punt staat weer op de lijst.",
  },
  errorTitle: "Dat ging niet",
  errors: {
    reason: "Schrijf kort op waarom je dit punt overslaat.",
    reasonLong: "Houd de reden onder de 300 tekens.",
    markup: "Gebruik geen < of >.",
    check: "Dit punt bestaat niet.",
  },
  items: {
    "voorbeeld-ervaringen": {
      title: "Er staan nog voorbeeldervaringen op je website",
      why: "Bezoekers lezen ze als echte verhalen van cliënten, terwijl ze verzonnen zijn.",
      fix: "Naar Ervaringen",
    },
    portret: {
      title: "Je portretfoto is nog de voorbeeldfoto",
      why: "Mensen kiezen een coach die ze kunnen zien; een silhouet wekt geen vertrouwen.",
      fix: "Naar Foto en teksten",
    },
    "voorbeeld-bedrijfsgegevens": {
      title: "Je bedrijfsgegevens zijn nog voorbeeldgegevens",
      why: "Onderaan elke pagina en in elke e-mail staan dan de naam, het adres en het KvK-nummer van een verzonnen bedrijf.",
      fix: "Naar Bedrijfsgegevens",
      detail: (fields: string) => `Nog voorbeeld: ${fields}.`,
    },
    videolink: {
      title: "Je hebt nog geen eigen link voor het videogesprek",
      why: "Wie een kennismaking plant, krijgt anders geen link om het gesprek in te gaan.",
      fix: "Naar Videobellen",
    },
    "e-book": {
      title: "Er staat nog geen e-book klaar",
      why: "De e-bookpagina staat online: wie het aanvraagt, krijgt pas iets als jij een PDF uploadt.",
      fix: "E-book uploaden",
    },
    "mail-uitbox": {
      title: "E-mails worden nog niet echt verstuurd",
      why: "Bevestigingen, herinneringen en het e-book blijven nu op de server liggen en komen bij niemand aan.",
      helper:
        "Zet de SMTP-gegevens van de e-mailprovider van de praktijk in het .env-bestand van de server (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS en zo nodig SMTP_SECURE), herstart de website en stuur een testmail vanaf de nieuwsbrief. Zie in de README de stap over e-mail in 'Live zetten', ook voor SPF, DKIM en DMARC.",
    },
    ontwikkelsleutel: {
      title: "De gezondheidsgegevens zijn versleuteld met een ontwikkelsleutel",
      why: "Die sleutel staat naast de gegevens zelf, dus wie de gegevens in handen krijgt, kan ze ook lezen.",
      helper:
        "DATA_ENCRYPTION_KEY is niet gezet, dus de website gebruikt de ontwikkelsleutel in DATA_DIR/data-encryption.key. Zet de inhoud van dat bestand als DATA_ENCRYPTION_KEY in het .env-bestand (niet in de datamap), herstart, en verwijder daarna het bestand; bewaar de sleutel apart van de back-ups. Een nieuwe sleutel (openssl rand -base64 32) kan alleen op een installatie zonder gegevens: met een andere sleutel start de website niet.",
    },
    https: {
      title: "De website draait nog niet op een beveiligd https-adres",
      why: "Zonder https kan iemand onderweg meelezen met wat bezoekers invullen, en browsers waarschuwen ertegen.",
      helper:
        "Zet PUBLIC_URL op het https-adres van de praktijk (bijvoorbeeld https://www.jouwpraktijk.nl), met een reverse proxy met TLS ervoor en TRUST_PROXY=true. Zie 'Live zetten' in de README.",
    },
    tweestaps: {
      title: "Tweestapsverificatie staat nog uit",
      why: "Met alleen een wachtwoord kan wie dat raadt of onderschept alle gegevens van je cliënten zien.",
      fix: "Naar Beveiliging",
      detail: (emails: string) => `Nog zonder: ${emails}.`,
    },
    "privacy-contact": {
      title: "De contactgegevens in je privacyverklaring zijn niet compleet",
      why: "De wet vraagt dat bezoekers weten wie hun gegevens bewaart en hoe ze jou bereiken: naam, adres, e-mail en KvK-nummer.",
      fix: "Naar Bedrijfsgegevens",
      detail: (fields: string) => `Ontbreekt of is nog voorbeeld: ${fields}.`,
    },
  },
  /** The business details fields as the checklist names them. */
  fieldNames: {
    coachName: "je naam",
    businessName: "bedrijfsnaam",
    email: "e-mailadres",
    phone: "telefoonnummer",
    address: "adres",
    kvk: "KvK-nummer",
    btw: "btw-id",
    linkedinUrl: "LinkedIn",
    instagramUrl: "Instagram",
  },
} as const;

export type GoLiveKey = keyof typeof goLiveTexts.items;
