/**
 * The not-found page and the page shown when rendering fails: Dutch copy (D2).
 * Its own module because the root route (on every page) needs it; keep it small.
 */
export interface NotFoundContent {
  title: string;
  text: string;
  cta: string;
}

export interface MessagePageContent extends NotFoundContent {
  metaTitle: string;
}

export const notFoundPage: MessagePageContent = {
  metaTitle: "Pagina niet gevonden",
  title: "Oeps! Pagina niet gevonden",
  text: "Deze pagina bestaat niet (meer), of het adres klopt niet helemaal. Via de homepage vind je snel de weg terug.",
  cta: "Terug naar home",
};

/** When a page fails to render (the root's error boundary). */
export const errorPage: MessagePageContent = {
  metaTitle: "Er ging iets mis",
  title: "Er ging iets mis",
  text: "Er ging aan onze kant iets mis bij het laden van deze pagina. Probeer het over een moment opnieuw.",
  cta: "Terug naar home",
};
