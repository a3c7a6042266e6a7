/**
 * Texts of the backups screen (/admin/back-ups) and the mail about missing
 * backups (ADR 0099, ADR 0100). The coach reads them, so every cause is said
 * in plain words; the technical detail stays in the server's log.
 */

/** What went wrong, by the one-word code the backup scripts give. */
export const backupErrorWords: Record<string, string> = {
  "no-database": "de database van de website is niet gevonden",
  integrity: "de kopie van de database bleek beschadigd",
  "disk-full": "de schijf is vol",
  incomplete: "de back-up is niet compleet",
  "foreign-file": "er zit een bestand in de back-up dat er niet in hoort",
  differs: "een bestand in de back-up is anders dan toen het werd gemaakt",
  rows: "de database in de back-up mist rijen",
  config: "de instellingen voor de kopie buiten de server zijn niet compleet",
  "no-restic": "het programma restic ontbreekt op de server",
  "wrong-password": "het wachtwoord past niet bij de opslag buiten de server",
  "no-repository": "de opslag buiten de server bestaat niet",
  locked: "de opslag buiten de server was bezet door een andere back-up",
  unreachable: "de opslag buiten de server was niet bereikbaar",
  "no-snapshot": "er staat nog geen kopie in de opslag buiten de server",
  "no-backup": "er is nog geen back-up om te gebruiken",
  interrupted: "de server stopte terwijl het bezig was",
  timeout: "het duurde langer dan twee uur en is afgebroken",
  failed: "er ging iets onverwachts mis; de technische details staan in het logboek van de server",
};

export function backupErrorText(code: string | null): string {
  return backupErrorWords[code ?? "failed"] ?? backupErrorWords.failed!;
}

/** Where the off-site copy is, by the repository's kind (never its address). */
const offsitePlaces: Record<string, string> = {
  local: "op een aparte schijf",
  sftp: "op een andere server (sftp)",
  s3: "in een S3-opslag",
  rest: "op een restic-server",
};

export const adminBackups = {
  metaTitle: "Back-ups | Beheer",
  title: "Back-ups",
  intro: (hour: string) =>
    `Elke dag om ${hour} maakt de website een back-up van alle aanmeldingen, intakes, afspraken, teksten en bestanden. De sleutels gaan nooit mee in een back-up: die bewaar je apart.`,
  next: (when: string) => `Volgende back-up: ${when}.`,

  backup: {
    title: "Back-up op de server",
    none: "Er is nog geen back-up gemaakt.",
    note: "De laatste 7 staan op de schijf van de server zelf. Gaat die schijf stuk, dan zijn ze ook weg: daarvoor is de kopie buiten de server.",
  },
  offsite: {
    title: "Kopie buiten de server",
    none: "Er is nog geen kopie buiten de server gemaakt.",
    where: (kind: string) => `Versleuteld bewaard ${offsitePlaces[kind] ?? offsitePlaces.local}.`,
    kept: "Bewaard blijven: een kopie per dag van de laatste 7 dagen, per week van de laatste 4 weken en per maand van het laatste jaar.",
    missingTitle: "Er is nog geen kopie buiten de server ingesteld",
    missing:
      "Nu staan alle back-ups op dezelfde server als de website. Gaat die kapot of kwijt, dan ben je alles kwijt. Vraag je technische hulp om een opslag buiten de server in te stellen: dat staat in de handleiding (docs/backups.md), bij ‘Back-ups buiten de server’.",
  },
  restoreTest: {
    title: "Hersteltest",
    intro:
      "Een back-up is pas iets waard als je hem terug kunt zetten. De hersteltest zet de nieuwste back-up terug in een tijdelijke map, controleert de database en vergelijkt het aantal rijen met de website nu. Er verandert niets aan de website.",
    none: "Er is nog geen hersteltest gedaan.",
    passed: (backupOf: string, tables: number, rows: string, liveRows: string) =>
      `De back-up van ${backupOf} is teruggezet en in orde: ${tables} tabellen, ${rows} rijen (de website heeft er nu ${liveRows}).`,
    tableCaption: "Rijen per tabel in de back-up en op de website nu",
    tableSummary: "Toon de rijen per tabel",
    columns: { table: "Tabel", backup: "In de back-up", live: "Nu op de website" },
  },

  facts: { when: "Wanneer", size: "Grootte", result: "Resultaat" },
  ok: "Gelukt",
  failed: (why: string) => `Mislukt: ${why}.`,
  byCoach: "met de knop",
  bySchedule: "volgens schema",

  actions: {
    title: "Zelf doen",
    backupNow: "Nu een back-up maken",
    restoreTest: "Herstel testen",
    requested: {
      backup: "De back-up is aangevraagd en begint binnen een paar seconden.",
      "restore-test": "De hersteltest is aangevraagd en begint binnen een paar seconden.",
    },
    busy: "Er loopt al een back-up of hersteltest. Wacht tot die klaar is en probeer het dan opnieuw.",
    failedTitle: "Niet gestart:",
    unknown: "Deze actie bestaat niet op deze pagina.",
  },
  running: {
    backup: "Bezig met een back-up",
    "restore-test": "Bezig met een hersteltest",
    offsite: "Bezig met een kopie buiten de server",
    waiting: (what: string) => `${what}: wacht op zijn beurt.`,
    since: (what: string, time: string) => `${what} sinds ${time}.`,
    refresh: "Pagina verversen",
  },
} as const;

/** The mail when backups have been missing for more than two days (ADR 0100). */
export const backupAlertMail = {
  subject: "De back-ups van je website lopen niet",
  heading: "Al meer dan twee dagen geen goede back-up",
  backupLast: (when: string) => `De laatste gelukte back-up is van ${when}.`,
  backupNever: (since: string) => `Sinds ${since} is er geen back-up gelukt.`,
  offsiteLast: (when: string) => `De laatste gelukte kopie buiten de server is van ${when}.`,
  offsiteNever: "Er is nog nooit een kopie buiten de server gelukt.",
  why: (words: string) => `Bij de laatste poging ging het mis: ${words}.`,
  matters:
    "Zonder back-up ben je bij een kapotte schijf of een fout alle aanmeldingen, intakes en afspraken kwijt. Stuur deze e-mail door naar wie je website technisch beheert; op de pagina Back-ups in het beheer staat wat er misging.",
  again: "Is het over twee dagen nog niet opgelost, dan krijg je deze e-mail opnieuw.",
  button: "Naar de back-ups",
} as const;
