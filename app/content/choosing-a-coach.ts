/**
 * The guide /goede-coach-kiezen (product.md §2, D2): 4 criteria, red flags,
 * 6 questions to ask a coach, a 3-step selection process and a call to
 * action to /kennismaking.
 */
export interface ChoosingACoachGuide {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Exactly 4. */
  criteria: { title: string; text: string }[];
  redFlags: { title: string; items: string[] };
  /** Exactly 6 questions. */
  questions: { title: string; items: string[] };
  /** Exactly 3 steps. */
  steps: { title: string; items: { title: string; text: string }[] };
  closing: { title: string; text: string };
}

export const choosingACoach: ChoosingACoachGuide = {
  metaTitle: "Een goede coach kiezen: waar let je op?",
  metaDescription:
    "Hoe kies je een goede coach bij burn-out of ADHD? Vier criteria, rode vlaggen, zes vragen om te stellen en een eenvoudig stappenplan. Eerlijk en praktisch.",
  eyebrow: "Gids",
  title: "Hoe kies je een goede coach?",
  intro:
    "In Nederland mag iedereen zich coach noemen. Dat maakt kiezen lastig, zeker als je energie al op is. Je wilt geen maanden investeren in iemand die niet bij je past. In deze gids krijg je vier criteria, de rode vlaggen waar je op moet letten, zes vragen die je elke coach kunt stellen en een eenvoudig stappenplan. Ook als je uiteindelijk voor een andere coach kiest dan voor mij.",
  criteria: [
    {
      title: "Ervaring met jouw situatie",
      text: "Burn-out en ADHD vragen om specifieke kennis. Vraag hoeveel mensen met vergelijkbare klachten de coach al heeft begeleid en hoe dat ging. Eigen ervaring met burn-out helpt, maar is op zichzelf niet genoeg.",
    },
    {
      title: "Een heldere, praktische aanpak",
      text: "Een goede coach legt in gewone taal uit hoe hij of zij werkt, hoe een traject eruitziet en wat er van jou wordt verwacht. Vage beloftes en veel jargon zijn geen goed teken.",
    },
    {
      title: "Een klik",
      text: "Je moet je veilig genoeg voelen om eerlijk te zijn, ook over dingen waar je je voor schaamt. Let tijdens de kennismaking op hoe het voelt: word je gehoord, of luister je naar een verkooppraatje?",
    },
    {
      title: "Eerlijk over grenzen",
      text: "Een goede coach weet wat coaching niet kan. Hij of zij stelt geen diagnoses, belooft geen genezing en verwijst je door naar je huisarts of een psycholoog als dat nodig is.",
    },
  ],
  redFlags: {
    title: "Rode vlaggen",
    items: [
      "Beloftes van genezing of garanties, zoals ‘binnen zes weken van je burn-out af’.",
      "De coach stelt diagnoses of geeft advies over medicatie.",
      "Druk om meteen een duur traject te kopen, bijvoorbeeld met een korting die ‘alleen vandaag’ geldt.",
      "Geen duidelijke prijzen en voorwaarden vooraf.",
      "Geen vrijblijvende kennismaking voordat je iets vastlegt.",
      "De coach praat vooral over zichzelf en luistert weinig.",
      "Je wordt afgeraden om naar je huisarts of een psycholoog te gaan, ook als je klachten ernstig zijn.",
    ],
  },
  questions: {
    title: "Zes vragen om aan een coach te stellen",
    items: [
      "Hoeveel ervaring heb je met mensen met een burn-out of ADHD?",
      "Hoe ziet een traject bij jou er concreet uit, en hoe lang duurt het meestal?",
      "Wat verwacht je van mij tussen de sessies door?",
      "Wat kost het in totaal, en wat zit daar precies bij in?",
      "Wanneer verwijs je iemand door naar een huisarts of psycholoog?",
      "Hoe merken we samen of het traject werkt?",
    ],
  },
  steps: {
    title: "In drie stappen naar de juiste coach",
    items: [
      {
        title: "Maak een shortlist",
        text: "Zoek twee of drie coaches met ervaring in jouw situatie. Lees hun website, bekijk hun aanpak en let op hoe ze schrijven: spreekt het je aan?",
      },
      {
        title: "Plan kennismakingsgesprekken",
        text: "Plan met elk van hen een vrijblijvende kennismaking. Stel de zes vragen hierboven en let niet alleen op de antwoorden, maar ook op hoe het gesprek voelt.",
      },
      {
        title: "Kies en maak afspraken",
        text: "Kies de coach bij wie je het meest jezelf kunt zijn. Spreek vooraf af wat je wilt bereiken, hoeveel sessies je plant en wanneer jullie samen evalueren.",
      },
    ],
  },
  closing: {
    title: "Kennismaken zonder verplichtingen",
    text: "Wil je weten of ik de juiste coach voor je ben? Plan een gratis kennismakingsgesprek van 30 minuten, online via {videodienst}. Stel me gerust alle zes de vragen. Je krijgt een eerlijk antwoord, ook als dat betekent dat een andere coach beter bij je past.",
  },
};
