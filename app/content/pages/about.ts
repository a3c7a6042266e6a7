/** About (/over-mij): Dutch copy (D2). */
import { facts } from "../site";
import type { PageMeta, TextSection, LinkPrompt } from "./shared";

export interface AboutPageContent extends PageMeta {
  eyebrow: string;
  title: string;
  intro: string;
  story: TextSection[];
  badges: string[];
  methodologyLink: LinkPrompt;
  ebookLink: LinkPrompt;
  fitCheckLink: LinkPrompt;
}

export const aboutPage: AboutPageContent = {
  metaTitle: "Over mij",
  metaDescription:
    "Zelf een burn-out gehad, op latere leeftijd ontdekt dat ik ADHD heb, en nu al 7+ jaar coach voor mannen die vastlopen. Lees wie ik ben en hoe ik werk.",
  eyebrow: "Over mij",
  title: "Ik heb er zelf gestaan",
  intro:
    "Ik ben coach voor mannen die vastlopen door een burn-out, ADHD of allebei. Niet omdat ik het uit een boek heb geleerd, maar omdat ik het zelf heb meegemaakt.",
  story: [
    {
      heading: "Mijn eigen burn-out",
      paragraphs: [
        "Jarenlang was ik degene die alles regelde. Werk ging voor, en dat vond ik normaal. Mails beantwoorden om elf uur 's avonds, in het weekend nog even iets afmaken, 's nachts wakker liggen van de to-dolijst.",
        `Tot mijn lijf ermee stopte. Ik kon me niet meer concentreren, was prikkelbaar tegen de mensen van wie ik het meest hield en voelde me vooral leeg. In die tijd heb ik zelf ${facts.ownCoaches} coaches gehad. Van sommigen leerde ik veel, van anderen vooral hoe het niet moet.`,
      ],
    },
    {
      heading: "ADHD, pas later ontdekt",
      paragraphs: [
        "Pas na mijn burn-out kwam ik erachter dat ik ADHD heb. Ineens vielen de puzzelstukjes op hun plek: de chaos, de vergeten afspraken, het alles of niets, en het eeuwige gevoel dat ik harder moest werken dan anderen.",
        "Dat inzicht voelde als opluchting en rouw tegelijk. Maar het gaf me ook iets nieuws: ik kon eindelijk leren werken mét mijn hoofd in plaats van ertegenin.",
      ],
    },
    {
      heading: "Waarom ik coach werd",
      paragraphs: [
        "Wat ik zelf miste, was iemand die het snapte. Iemand die niet eindeloos bleef praten over vroeger, maar ook niet met een snelle oplossing aankwam. Eerlijk en praktisch.",
        `Dat wilde ik voor anderen zijn. Inmiddels heb ik ${facts.yearsExperience} jaar ervaring als coach. Ik begeleid vooral mannen, vaak harde werkers die te lang zijn doorgegaan. Vrouwen zijn net zo welkom.`,
      ],
    },
    {
      heading: "Hoe ik werk",
      paragraphs: [
        "Mijn basis is radicale acceptatie: eerst eerlijk zien waar je nu staat, zonder het mooier of erger te maken. Van daaruit zetten we kleine, concrete stappen die in je leven passen.",
        "Ik ben direct en benoem de patronen die ik zie. Ik werk met praktische hulpmiddelen, zoals AI als dagelijkse ondersteuning, en als je wilt, wandelen we tijdens de sessie. Ik ben geen therapeut en stel geen diagnoses. Heb je andere zorg nodig, dan zeg ik dat eerlijk.",
      ],
    },
  ],
  badges: ["Radicale acceptatie", "7+ jaar ervaring"],
  methodologyLink: {
    text: "Benieuwd naar de onderwerpen waarmee ik werk?",
    label: "Bekijk mijn methodiek",
  },
  ebookLink: {
    text: "Liever eerst zelf iets lezen?",
    label: "Vraag het gratis e-book aan",
  },
  fitCheckLink: {
    text: "Twijfel je of ik bij je pas?",
    label: "Ben ik jouw ideale coach?",
  },
};
