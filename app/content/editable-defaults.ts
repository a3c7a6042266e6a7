import type { EditableKey } from "./editable";
import { aboutPage } from "./pages/about";
import { homePage } from "./pages/home";
import { lifeCoaching } from "./services";

/**
 * What each editable text (editable.ts) shows until the coach saves one: the
 * copy the pages had before they became editable. Read on the server only,
 * so the admin screen's browser code does not carry every page's copy.
 */
export const editableDefaults: Record<EditableKey, string> = {
  home_hero_text: homePage.hero.text,
  home_hero_quote: homePage.hero.quote.text,
  home_about: homePage.about.paragraphs.join("\n\n"),
  // A `##` heading per part, then its paragraphs.
  about_story: aboutPage.story.map((part) => [`## ${part.heading}`, ...part.paragraphs].join("\n\n")).join("\n\n"),
  life_coaching_intro: lifeCoaching.intro.join("\n\n"),
};
