/**
 * The plain-text answers the HTTP server gives before a request reaches any
 * page: only hand-made or hostile requests ever see them, so they are short.
 */
export const httpRefusals = {
  crossSite: "Verzoek geweigerd: het kwam niet van deze website.",
  otherAddress: "Verzoek geweigerd: deze website werkt alleen op haar eigen adres.",
  tooLarge: "Het verzoek is te groot.",
  lengthRequired: "Lengte van het verzoek ontbreekt.",
  unreadableForm: "Het formulier kon niet worden gelezen. Vul het opnieuw in op de website en verstuur het nog eens.",
  uploadsBusy: "Er worden nu al andere bestanden geüpload. Wacht een halve minuut en probeer het dan opnieuw.",
  serverError: "Er ging iets mis op de server. Probeer het later opnieuw.",
} as const;
