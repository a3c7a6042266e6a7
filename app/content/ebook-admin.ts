/**
 * The coach's e-book screen, /admin/e-book (product.md §2, §8; D16, D17).
 * SPEC's Dutch admin texts where it gives them, our own Dutch elsewhere (D27).
 * `{n}`, `{sent}`, `{failed}` and `{size}` are filled in by the panel.
 */
export const ebookAdminText = {
  metaTitle: "E-book | Beheer",
  title: "E-book",
  intro:
    "Het e-book dat bezoekers krijgen als ze het aanvragen. Bekijk het, probeer de downloadlink, zet een nieuwe versie klaar en verstuur het naar wie er nog op wacht.",
  publicPage: { text: "Zo ziet een bezoeker het:", link: "de pagina Gratis e-book" },
  currentTitle: "Huidig e-book",
  fileName: "Bestandsnaam",
  fileSize: "Grootte",
  uploadedAt: "Geüpload op",
  pages: "Pagina's",
  pagesUnknown: "Onbekend: het bestand opent niet als PDF",
  empty: "Geen e-book gevonden. Upload er hieronder een.",
  storageError: "Kon het huidige e-book niet ophalen. Controleer de opslag van de e-books.",
  loadError: "Er is een fout opgetreden bij het ophalen van het huidige e-book.",
  preview: "Voorbeeld bekijken",
  previewHint: "(opent in een nieuw tabblad)",
  testLink: "Downloadlink testen",
  testLinkBusy: "Link maken...",
  testLinkMade: "Testlink, 1 uur geldig:",
  uploadTitle: "Nieuw e-book uploaden",
  uploadLabel: "PDF-bestand",
  uploadHint:
    "Alleen PDF, maximaal 25 MB. Een bestand met dezelfde naam wordt vervangen; het nieuwste bestand is het e-book dat bezoekers krijgen.",
  uploadButton: "Uploaden",
  uploadBusy: "Uploaden...",
  waitingTitle: "Aanvragen die nog wachten",
  waitingNone: "Er wachten geen aanvragen: iedereen heeft het e-book ontvangen.",
  waitingSome: "{n} aanvragen kwamen binnen toen er nog geen e-book was en wachten op verzending.",
  waitingOne: "1 aanvraag kwam binnen toen er nog geen e-book was en wacht op verzending.",
  waitingNeedsEbook: "Upload eerst een e-book; daarna kun je de wachtende aanvragen versturen.",
  resendButton: "E-book nu versturen",
  resendBusy: "Versturen...",
  resendConfirmTitle: "E-book nu versturen?",
  resendConfirmSome:
    "Het e-book gaat nu per mail naar {n} wachtende aanvragen. Iedereen krijgt het één keer; wie het al heeft, krijgt het niet nog eens.",
  resendConfirmOne: "Het e-book gaat nu per mail naar 1 wachtende aanvraag. Die krijgt het één keer.",
  resendConfirmButton: "Ja, verstuur het e-book",
  resendCancel: "Annuleren",
  closeNotice: "Melding sluiten",
} as const;

/** product.md §8 'Admin e-book panel' toasts (title and text) plus our own where SPEC shows none. */
export const ebookAdminNotices = {
  invalidType: { title: "Ongeldig bestandstype", text: "Upload alleen PDF bestanden" },
  tooLarge: {
    title: "Upload mislukt",
    text: "Het bestand is groter dan 25 MB. Maak het kleiner en probeer het opnieuw.",
  },
  badName: {
    title: "Upload mislukt",
    text: "Deze bestandsnaam is niet toegestaan: gebruik een naam zonder mappen, zoals e-book.pdf.",
  },
  invalidPdf: {
    title: "Upload mislukt",
    text: "Dit bestand opent niet als PDF, of het heeft geen pagina's. Het huidige e-book is niet vervangen. Sla het opnieuw op als PDF en probeer het nog eens.",
  },
  noFile: { title: "Upload mislukt", text: "Kies eerst een PDF-bestand." },
  uploadFailed: { title: "Upload mislukt", text: "Het e-book kon niet worden opgeslagen. Probeer het opnieuw." },
  uploaded: {
    title: "E-book geüpload!",
    text: "Het e-book is succesvol geüpload en is nu beschikbaar voor download.",
  },
  noEbook: { title: "Geen e-book beschikbaar", text: "Upload eerst een e-book om de download te testen." },
  linkOpened: { title: "Downloadlink geopend", text: "De testlink is 1 uur geldig. Het e-book wordt gedownload." },
  testFailed: { title: "Test mislukt", text: "Kon geen downloadlink maken." },
  resendNoEbook: {
    title: "Geen e-book beschikbaar",
    text: "Upload eerst een e-book; daarna kun je de wachtende aanvragen versturen.",
  },
  resendNothing: { title: "Niets te versturen", text: "Er wachten geen aanvragen." },
  resendBusy: { title: "Versturen loopt al", text: "Het e-book wordt al verstuurd. Wacht tot dat klaar is." },
  resendDone: { title: "E-book verstuurd", text: "Het e-book is verstuurd naar {sent} aanvragen." },
  resendPartly: {
    title: "Versturen deels mislukt",
    text: "{sent} verstuurd, {failed} mislukt. De mislukte aanvragen blijven klaarstaan; probeer het later opnieuw.",
  },
  resendFailed: {
    title: "Versturen mislukt",
    text: "Het e-book kon niet worden verstuurd. Probeer het later opnieuw.",
  },
} as const;
