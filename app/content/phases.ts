/**
 * The six coaching phases of the 'Hoe ik je help' section (product.md §2, D2).
 * Shared by the three service landing pages; each page introduces them with
 * its own `phasesIntro` (see services.ts).
 */
export interface CoachingPhase {
  title: string;
  subtitle: string;
  description: string;
}

export const coachingPhases: CoachingPhase[] = [
  {
    title: "Nulmeting",
    subtitle: "Waar sta je nu echt?",
    description:
      "We beginnen met een eerlijke foto van nu: je energie, je slaap, je werk en je thuissituatie. Waar lekt je energie weg, en wat houdt je nog overeind? Zo weten we allebei waar we staan en kun je later zien wat er veranderd is.",
  },
  {
    title: "Bewustzijn",
    subtitle: "Zien wat je energie kost",
    description:
      "Je gaat merken wat je tot nu toe wegdrukte: de signalen van je lijf, de gedachten die je opjagen, de momenten waarop je over je grens gaat. Niet om jezelf te veroordelen, maar om te zien wat er gebeurt. Wat je ziet, kun je veranderen.",
  },
  {
    title: "Innerlijk zicht",
    subtitle: "Begrijpen waarom je doorgaat",
    description:
      "We kijken onder de oppervlakte: welke overtuigingen en patronen houden je in de ‘aan’-stand? Vaak zijn het oude regels als ‘eerst presteren, dan rusten’ of ‘niet zeuren, doorgaan’. Als je snapt waar ze vandaan komen, verliezen ze hun grip.",
  },
  {
    title: "Overgave & acceptatie",
    subtitle: "Stoppen met vechten tegen jezelf",
    description:
      "Herstel begint waar het gevecht ophoudt. Je leert accepteren wat er nu is, je grenzen, je tempo en de manier waarop jouw hoofd werkt, zonder dat het voelt als opgeven. Dat geeft rust, en ruimte om weer echt te kiezen.",
  },
  {
    title: "Oefenen & integreren",
    subtitle: "Nieuwe gewoontes in je week",
    description:
      "Inzicht alleen verandert je maandagochtend niet. We vertalen het naar kleine, haalbare stappen: grenzen aangeven, pauzes nemen, je agenda anders inrichten. Je oefent, valt soms terug en pakt het weer op, en juist zo beklijft het.",
  },
  {
    title: "Een nieuw leven",
    subtitle: "Leven vanuit wat jij wilt",
    description:
      "Je kent je eigen handleiding: je weet wat je energie geeft en wat het je kost. Je kiest vaker vanuit wat je belangrijk vindt in plaats van vanuit moeten. Zo bouw je een leven dat je volhoudt, ook als het druk wordt.",
  },
];
