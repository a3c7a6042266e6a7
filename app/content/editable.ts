import { adminBlogEditor } from "./admin-blog";
import { versionHistory } from "./content-history";

/**
 * Texts the coach edits at /admin/website (D24, ADR 0062),
 * by key: the page they are on (`page` is the stored name, `path` its address)
 * and the label in the admin; the defaults shown until a save are in
 * editable-defaults.ts (kept out of the admin's browser code). `plain` texts are
 * shown as text, a blank line starting a paragraph; `markdown` goes through
 * the site's one sanitising Markdown renderer (raw HTML is escaped).
 */
export const editableTexts = {
  home_hero_text: {
    page: "home",
    path: "/home",
    label: "Openingstekst onder de kop",
    format: "plain",
  },
  home_hero_quote: {
    page: "home",
    path: "/home",
    label: "Citaat naast de opening",
    format: "plain",
  },
  home_about: {
    page: "home",
    path: "/home",
    label: "Kort over mij, bij de foto",
    format: "plain",
  },
  about_story: {
    page: "over-mij",
    path: "/over-mij",
    label: "Mijn verhaal",
    format: "markdown",
  },
  life_coaching_intro: {
    page: "life-coaching",
    path: "/life-coaching",
    label: "Introductie",
    format: "plain",
  },
} as const satisfies Record<string, { page: string; path: string; label: string; format: "plain" | "markdown" }>;

export type EditableKey = keyof typeof editableTexts;

export const editableTextMaxLength = 5000;
/** The about story is several sections long. */
export const markdownTextMaxLength = 20_000;

/** The admin screen's texts, in Dutch (D27). */
export const editableTextLabels = {
  metaTitle: "Foto en teksten",
  title: "Foto en teksten",
  intro:
    "Je foto en je eigen woorden op de site. Wat je bewaart, staat direct online; eerdere versies kun je terugzetten.",
  textsTitle: "Teksten",
  textsIntro: "Een lege regel begint een nieuwe alinea. Opmaak en HTML worden als gewone tekst getoond.",
  markdownHint:
    "Een regel die begint met ## is een tussenkop; **vet** en *schuin* werken ook. HTML wordt als tekst getoond.",
  /** Where a text stands, in the words of the site's menu, not its address (ADR 0116). */
  onPage: (path: string) => `Staat op ${pageNames[path] ?? "de website"}`,
  field: "Tekst",
  save: "Opslaan",
  preview: "Voorbeeld tonen",
  previewTitle: "Voorbeeld",
  view: "Bekijk op de site",
  saved: "De tekst is bewaard en staat online.",
  restored: "De eerdere versie is teruggezet.",
  unchanged: "De tekst was al zo; er is niets veranderd.",
  failedTitle: "De tekst is niet bewaard",
  failedText: "Je wijzigingen konden niet worden opgeslagen. Probeer het opnieuw.",
  empty: "De tekst mag niet leeg zijn.",
  tooLong: (max: number) => `De tekst mag maximaal ${max} tekens hebben.`,
  version: "Deze versie bestaat niet (meer). Laad de pagina opnieuw.",
  history: versionHistory,
} as const;

/** The pages the coach edits text on, as she knows them. */
const pageNames: Record<string, string> = {
  "/home": "de homepage",
  "/over-mij": "de pagina Over mij",
  "/life-coaching": "de pagina Life coaching",
};

/** The portrait section of /admin/website (ADR 0062). */
export const portraitLabels = {
  title: "Portretfoto",
  text: "Staat op de homepage, de pagina Over mij en de pagina om een kennismaking te plannen. De foto wordt bijgesneden tot staand formaat (4:5) rond je gezicht; locatie- en cameragegevens worden verwijderd.",
  current: "Huidige foto",
  placeholder: "Nu staat er een neutrale afbeelding. Upload een foto van jezelf.",
  alt: "Beschrijving van de foto",
  altHint:
    "Wat staat er op de foto? Bijvoorbeeld: Jan de Vries, glimlachend, buiten in het bos. Voor wie de foto niet kan zien.",
  // The same file rules, field (PhotoField) and refusals as a blog cover (ADR 0058).
  upload: adminBlogEditor.cover.upload,
  saved: "De foto is bewaard en staat online.",
  restored: "De eerdere foto is teruggezet.",
  placeholderVersion: "Neutrale afbeelding",
  refused: {
    ...adminBlogEditor.cover.refused,
    alt: "Beschrijf in maximaal 200 tekens wat er op de foto staat.",
  } as Record<string, string | undefined>,
} as const;
