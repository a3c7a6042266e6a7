/**
 * /cookies: Dutch template text (D6); have it checked before relying on it.
 * It names only what the site uses: the external agenda (Calendly) only with
 * BOOKING_PROVIDER=calendly (ADR 0095).
 */
import type { BookingProvider } from "../booking-provider";
import type { LegalPage, LegalSection } from "./types";

export const cookiePageHead = {
  title: "Cookiebeleid",
  metaDescription:
    "Welke cookies en lokale opslag deze website gebruikt, waarvoor, en hoe je je keuze op elk moment wijzigt via Cookie-instellingen onderaan de pagina.",
} as const;

const common: Omit<LegalPage, "sections"> & { opening: LegalSection[] } = {
  ...cookiePageHead,
  updated: "2026-11-25",
  intro:
    "Deze website gebruikt zo min mogelijk cookies en vergelijkbare technieken. Er draaien geen advertentietrackers en geen statistieken van derden. Hieronder lees je precies wat er wordt opgeslagen, waarom, en hoe je je keuze wijzigt.",
  opening: [
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
        "Geef je toestemming voor statistieken, dan meet de website op de eigen server hoe hij wordt gebruikt. Het gaat om gebeurtenissen als een paginabezoek, een aanmelding voor de nieuwsbrief, een geboekte kennismaking, een afgeronde zelftest, een aanvraag van het e-book en een verstuurde intakevragenlijst.",
        "Deze gegevens bevatten geen naam, geen e-mailadres en geen IP-adres, en ze worden niet gedeeld met andere partijen. Ze worden alleen gebruikt om te tellen wat werkt op de website en na 13 maanden verwijderd. Zonder jouw toestemming wordt er niets gemeten.",
      ],
    },
  ],
};

const questions: LegalSection = {
  heading: "Vragen",
  paragraphs: [
    "Heb je een vraag over cookies of over hoe ik met je gegevens omga? Neem contact op via de gegevens onderaan deze pagina. Meer over je rechten en over hoe lang gegevens worden bewaard, lees je in de privacyverklaring.",
  ],
};

/** The visitor books on the site itself: no other party, nothing to allow. */
const ownBooking: LegalSection[] = [
  {
    heading: "Een kennismaking plannen",
    paragraphs: [
      "Je plant het kennismakingsgesprek op deze website zelf. Daarvoor is geen cookie en geen toestemming nodig, en er komt geen andere partij aan te pas: de vrije tijden, het formulier en je afspraak staan op de server van de website. Wat daarbij wordt opgeslagen en hoe lang, lees je in de privacyverklaring.",
    ],
  },
  {
    heading: "Je keuze wijzigen",
    paragraphs: [
      "Bij je eerste bezoek kies je tussen ‘Alles accepteren’, ‘Alleen noodzakelijk’ of ‘Instellingen’, waar je de statistieken aan of uit zet. Je kunt je keuze op elk moment wijzigen via ‘Cookie-instellingen’ onderaan elke pagina. Een nieuwe keuze geldt meteen.",
      "Trek je je toestemming in, dan wordt er vanaf dat moment niets meer gemeten. In de instellingen van je browser kun je ook alle opgeslagen gegevens van deze website wissen; de cookiemelding verschijnt dan bij je volgende bezoek opnieuw.",
    ],
  },
];

/** BOOKING_PROVIDER=calendly: the external agenda, loaded with marketing consent or on request. */
const externalAgenda: LegalSection[] = [
  {
    heading: "Marketing: de externe agenda",
    paragraphs: [
      "Het kennismakingsgesprek plan je in de agenda van een externe planningsdienst (Calendly). Die agenda wordt op de pagina ingeladen vanaf de servers van die dienst. De dienst kan daarbij eigen cookies plaatsen en je IP-adres en browsergegevens verwerken. Daarvoor geldt het privacy- en cookiebeleid van de dienst zelf.",
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
];

/** The policy for the booking provider the site runs with. */
export function cookiePageFor(provider: BookingProvider): LegalPage {
  const { opening, ...page } = common;
  return {
    ...page,
    sections: [...opening, ...(provider === "calendly" ? externalAgenda : ownBooking), questions],
  };
}
