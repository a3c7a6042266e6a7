/** The business details screen, /admin/bedrijfsgegevens (D32). Dutch, 'je' (D27). */
import { videoServiceKeys, videoServices, type VideoLinkKind } from "./video-services";

export const adminBusiness = {
  metaTitle: "Bedrijfsgegevens",
  title: "Bedrijfsgegevens",
  intro:
    "Je naam, je contactgegevens en de gegevens van je bedrijf, zoals ze onderaan elke pagina, in de privacyverklaring en in elke e-mail staan. Na opslaan staan ze meteen overal op de website.",
  sections: {
    practice: "Jij en je praktijk",
    contact: "Contact",
    address: "Adres",
    addressIntro:
      "Een bedrijf moet op zijn website een adres noemen. Werk je vanuit huis, dan mag dat ook een correspondentieadres zijn.",
    registration: "Inschrijving en betalen",
    social: "Sociale media",
    socialIntro: "Laat een veld leeg als je dat kanaal niet gebruikt; dan staat er ook geen knop voor op de website.",
    video: "Videobellen",
    videoIntro:
      "De dienst die je voor online gesprekken gebruikt. De website noemt hem (bijvoorbeeld 'Online via Zoom'). De link krijgt alleen wie een afspraak heeft, in de bevestiging, de herinnering en de agenda-uitnodiging.",
  },
  fields: {
    coachName: "Je naam",
    coachNameHint: "Zo onderteken je de e-mails.",
    businessName: "Naam van je bedrijf",
    email: "E-mailadres",
    emailHint: "Staat op de website en is de afzender van de e-mails.",
    phone: "Telefoonnummer",
    phoneHint: "Optioneel. Bijvoorbeeld 06 12345678 of +31 6 12345678.",
    street: "Straat en huisnummer",
    postalCode: "Postcode",
    postalCodeHint: "Bijvoorbeeld 3511 AX.",
    city: "Plaats",
    kvk: "KvK-nummer",
    kvkHint: "8 cijfers.",
    btw: "Btw-identificatienummer",
    btwHint: "NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01. Dit is niet je omzetbelastingnummer.",
    iban: "IBAN",
    ibanHint: "Optioneel. Het rekeningnummer waarop klanten een factuur betalen.",
    linkedinUrl: "LinkedIn",
    instagramUrl: "Instagram",
    socialHint: "Het volledige adres van je pagina, beginnend met https://.",
    videoService: "Dienst",
    videoUrl: "Vaste link naar je gesprekken",
    videoUrlHint: "Begint met https://, bijvoorbeeld je persoonlijke Zoom-link.",
    videoLinkKind: "Welke link krijgt iemand?",
    videoRoomHost: "Adres van de Jitsi-server",
    videoRoomHostHint:
      "Begint met https://, bijvoorbeeld https://meet.jit.si. Elke afspraak krijgt daar een eigen kamer met een naam die niemand kan raden.",
  },
  videoLinkOptions: [
    { value: "fixed", label: "Eén vaste link voor elk gesprek (Zoom, Google Meet, Whereby)" },
    { value: "room", label: "Een nieuwe kamer per gesprek (Jitsi Meet of je eigen Jitsi-server)" },
  ] satisfies { value: VideoLinkKind; label: string }[],
  videoOptions: videoServiceKeys.map((key) => ({ value: key, label: videoServices[key].label })),
  save: "Gegevens opslaan",
  saving: "Bezig met opslaan…",
  errorTitle: "Opslaan mislukt",
  notices: {
    saved: "Je gegevens zijn opgeslagen en staan op de website.",
    restored: "De eerdere versie is teruggezet en staat op de website.",
  },
  errors: {
    coachName: "Vul je naam in.",
    businessName: "Vul de naam van je bedrijf in.",
    tooLong: "Dit is te lang: houd het onder de 100 tekens.",
    markup: "Gebruik geen < of >: de tekst wordt getoond zoals je hem typt.",
    postalCode: "Vul een Nederlandse postcode in: 4 cijfers en 2 letters, bijvoorbeeld 3511 AX.",
    addressIncomplete: "Vul straat, postcode en plaats alle drie in, of laat ze alle drie leeg.",
    kvk: "Een KvK-nummer heeft precies 8 cijfers.",
    btw: "Een btw-identificatienummer ziet eruit als NL123456789B01: NL, 9 cijfers, B en 2 cijfers.",
    iban: "Dit IBAN klopt niet. Controleer de letters en cijfers; een typefout valt op door het controlegetal.",
    url: "Vul het volledige adres in, beginnend met https://.",
    videoService: "Kies de dienst waarmee je videobelt.",
    videoUrl: "Vul een link in die begint met https://.",
    videoLinkKind: "Kies of iemand een vaste link of een eigen kamer krijgt.",
    videoRoomHost:
      "Vul het adres van de server in, beginnend met https:// en zonder ? of #, bijvoorbeeld https://meet.jit.si.",
    videoRoomHostRequired: "Vul het adres van de Jitsi-server in, bijvoorbeeld https://meet.jit.si.",
    videoRoomService:
      "Een nieuwe kamer per gesprek kan met Jitsi Meet of een eigen Jitsi-server. Zoom, Google Meet en Whereby werken met een vaste link.",
    videoUrlService: (linkService: string, chosen: string) =>
      `Deze link is van ${linkService}, maar je koos ${chosen}. Kies ${linkService} als dienst, of plak je link van ${chosen}.`,
    version: "Deze versie bestaat niet (meer).",
    unknownIntent: "Dat ging niet. Laad de pagina opnieuw en probeer het nog eens.",
  },
} as const;
