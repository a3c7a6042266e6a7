/**
 * Testimonials for the home page carousel and the /landing page (product.md §3, D2).
 * SAMPLE CONTENT: these are invented examples. Replace them with real reviews
 * (with the client's permission) before publishing; presenting invented
 * reviews as real is not allowed.
 */
export interface Testimonial {
  text: string;
  name: string;
  role: string;
  /** 1 to 5; omitted means 5. */
  rating?: number;
}

export const testimonials: Testimonial[] = [
  {
    text: "Ik draaide al jaren zestig uur per week en vond dat normaal. Tot ik op een maandagochtend op de parkeerplaats zat en de auto niet meer uit kon. In de coaching leerde ik eerst weer rusten, en pas daarna nadenken. Geen zweverig gedoe, gewoon eerlijke vragen en kleine stappen. Ik werk nu vier dagen en ben thuis weer echt aanwezig.",
    name: "Martijn V.",
    role: "Projectmanager in de bouw",
  },
  {
    text: "Op mijn vierenveertigste kreeg ik de diagnose ADHD. Eerst opluchting, daarna vooral boosheid om al die verloren jaren. De sessies hielpen me om dat een plek te geven en te zien wat wél werkt in mijn hoofd. Ik plan nu in blokken, houd één lijst bij en vergeet veel minder afspraken. Soms had ik meer structuur tussen de sessies gewild, maar het heeft me veel opgeleverd.",
    name: "Erik J.",
    role: "Accountmanager in de ICT",
    rating: 4,
  },
  {
    text: "Op papier was er niks aan de hand: goede baan, huis, gezin. Toch zat ik elke zondagavond met een knoop in mijn maag. Ik wist niet wat ik wilde, alleen wat ik niet meer wilde. In de gesprekken werd helder wat voor mij echt belangrijk is. Ik heb niet alles in één keer omgegooid, maar ik zet nu wel bewust stappen.",
    name: "Jeroen B.",
    role: "Financieel adviseur",
  },
  {
    text: "Als ondernemer liet ik nooit los. De mail om elf uur 's avonds, de telefoon op het nachtkastje, en ik snauwde om niks tegen mijn kinderen. Wat hielp, was dat hij zelf weet hoe dat is. Geen oordeel, wel een eerlijke spiegel. Mijn energie is nog niet altijd stabiel, maar ik herken de signalen nu op tijd en durf vaker nee te zeggen.",
    name: "Sander K.",
    role: "Eigenaar van een installatiebedrijf",
  },
  {
    text: "Ik twijfelde of een coach die vooral met mannen werkt wel bij mij paste. Dat bleek geen enkel probleem. Na mijn uitval sliep ik slecht en voelde ik me over alles schuldig. We werkten aan ritme, grenzen en het verschil tussen moe en uitgeput. Het ging langzamer dan ik had gehoopt, maar ik sta nu steviger in mijn schoenen dan ooit.",
    name: "Linda M.",
    role: "Teamleider in de zorg",
    rating: 4,
  },
  {
    text: "Ik dacht altijd dat ik gewoon lui en chaotisch was. Tien tabbladen open en niets af. In de coaching leerde ik hoe mijn hoofd werkt en hoe ik AI gebruik als dagelijkse hulp bij het plannen van mijn dag. Klinkt simpel, maar het scheelt me elke dag gedoe. Voor het eerst voelt mijn ADHD niet alleen als een probleem.",
    name: "Thomas R.",
    role: "Softwareontwikkelaar",
  },
];

/** What screen readers hear on the carousel's parts and buttons. */
export const carouselLabels = {
  region: "Ervaringen van cliënten",
  slide: (number: number, count: number) => `${number} van ${count}`,
  rating: (stars: number) => `${stars} van 5 sterren`,
  previous: "Vorige ervaring",
  next: "Volgende ervaring",
  stop: "Automatisch doorspelen stoppen",
  stopped: "Automatisch doorspelen is gestopt",
} as const;
