import { readFileSync } from "node:fs";
import { defaultPosts } from "../../app/server/migrations/0018_blog";

/**
 * Every public route with its main heading and a few texts SPEC or the
 * content files require on it. Tests visit each of these.
 */
export interface PublicRoute {
  path: string;
  heading: string | RegExp;
  texts: (string | RegExp)[];
  links?: string[];
  /**
   * One page of each kind (the home page, a service page, the blog and a post, the
   * picker, the methodology diagram, the two forms) is also loaded cold on a 4x slower
   * CPU (public-pages.spec.ts): hydration on a slow phone depends on the scripts a kind
   * of page runs, not on its text, and the check costs seconds per page.
   */
  slowCpu?: true;
}

/** The title of a fresh install's blog article (migration 0018). */
export function blogTitle(slug: string): string {
  const title = defaultPosts.find((post) => post.slug === slug)?.title;
  if (!title) throw new Error(`No default post ${slug}`);
  return title;
}

/** product.md §2: the six methodology topics, in order, first at the top of the diagram. */
export const methodologyTopicTitles = [
  "AI als dagelijkse coach",
  "Gevoeligheid & triggers",
  "Energiebalans",
  "Ritme vs bioritme",
  "Omgeving",
  "Ego",
];

export const blogSlugs = ["adhd-pieken-dalen", "burnout-mannen-vrouwen", "adhd-burnout"];

export const publicRoutes: PublicRoute[] = [
  {
    path: "/home",
    slowCpu: true,
    heading: /herstellen van een burn-out/,
    texts: ["Scroll omlaag", "Lees meer over mij", "Boek je gratis kennismaking", "Echte verhalen"],
  },
  { path: "/landing", heading: /./, texts: ["Start de test", "Burn-out coaching", "ADHD coaching", "Life coaching"] },
  {
    path: "/kennismaking",
    slowCpu: true,
    heading: /kennismaking/i,
    texts: ["30 minuten • Gratis • Online via Zoom", "Kies een moment", "Wat kun je verwachten?"],
  },
  { path: "/ideale-coach", heading: "Ben ik jouw ideale coach?", texts: ["Ja, dit is wat ik zoek!"] },
  {
    path: "/thank-you",
    heading: "Bedankt!",
    texts: ["Wat er nu gebeurt", "Terug naar home"],
    links: ["/kennismaking"],
  },
  {
    path: "/blog",
    slowCpu: true,
    heading: /burn-out/i,
    texts: blogSlugs.map(blogTitle),
    links: blogSlugs.map((slug) => `/blog/${slug}`),
  },
  {
    path: "/blog/adhd-pieken-dalen",
    slowCpu: true,
    heading: blogTitle("adhd-pieken-dalen"),
    texts: ["9 mei 2025", "ADHD"],
  },
  { path: "/blog/burnout-mannen-vrouwen", heading: blogTitle("burnout-mannen-vrouwen"), texts: ["7 mei 2025"] },
  { path: "/blog/adhd-burnout", heading: blogTitle("adhd-burnout"), texts: ["4 mei 2025"] },
  { path: "/over-mij", heading: "Ik heb er zelf gestaan", texts: ["Radicale acceptatie", "7+ jaar ervaring"] },
  {
    path: "/methodology",
    slowCpu: true,
    heading: /./,
    texts: ["ADHD als superkracht", ...methodologyTopicTitles, "Terug naar home", "Begin jouw reis"],
  },
  {
    path: "/aanbod",
    heading: "Waar kan ik je mee helpen?",
    texts: ["Burn-out coaching", "Life coaching", "ADHD coaching", "Lees meer"],
  },
  {
    path: "/coaching-packages",
    heading: /./,
    texts: ["€ 630", "€ 85", "€ 1.100", "Online coachingpakket", "Face-to-face coaching"],
  },
  {
    path: "/burnout-coaching",
    slowCpu: true,
    heading: /./,
    texts: [
      "Herken je dit?",
      "Hoe ik je help",
      "Waarom mij?",
      "Plan je gratis kennismakingsgesprek",
      "Nulmeting",
      "Een nieuw leven",
    ],
  },
  {
    path: "/adhd-coaching",
    heading: /./,
    texts: ["Herken je dit?", "Hoe ik je help", "Plan je gratis kennismakingsgesprek", "Overgave & acceptatie"],
  },
  {
    path: "/life-coaching",
    heading: /./,
    texts: ["Herken je dit?", "Hoe ik je help", "Plan je gratis kennismakingsgesprek", "Oefenen & integreren"],
  },
  { path: "/psychologie-alternatief", heading: /./, texts: ["113"] },
  { path: "/goede-coach-kiezen", heading: /./, texts: [] },
  { path: "/privacy", heading: /privacy/i, texts: ["Autoriteit Persoonsgegevens"] },
  { path: "/voorwaarden", heading: /voorwaarden/i, texts: [] },
  { path: "/cookies", heading: /cookie/i, texts: ["cookie-consent"] },
  { path: "/ebook-download", slowCpu: true, heading: /./, texts: ["Wat staat erin?"] },
  { path: "/client-test", slowCpu: true, heading: /^Intake\u00ADvragenlijst$/, texts: ["113"] },
  { path: "/test-landing", heading: /./, texts: ["Ongeveer 5 minuten", "Gratis", "Direct resultaat", "Start de test"] },
];

/** Footer texts every page must carry (D3). */
export function footerTexts(): string[] {
  const site = readFileSync("app/content/site.ts", "utf8");
  const kvk = /kvk: "(\d{8})"/.exec(site)?.[1];
  return ["KvK " + kvk, "Privacyverklaring", "Algemene voorwaarden", "Cookiebeleid", "Cookie-instellingen"];
}
