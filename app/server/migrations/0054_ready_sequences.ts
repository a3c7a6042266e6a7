import { sql, type Kysely } from "kysely";

/**
 * The two follow-up sequences of a fresh install (ADR 0131): after the e-book
 * (day 2 a practical tip, day 5 a short story, day 9 an invitation to the
 * intro call) and after the self-test (day 1 what the outcome means in daily
 * life, day 4 the invitation). Paused: nothing is sent until the coach has
 * read them and pressed 'Starten'. The words are copied here as data (frozen,
 * ADR 0074); from now on the coach edits them at 'Opvolging'.
 */
const ebookSteps: [number, string, string, string][] = [
  [
    48,
    "Eén ding dat je vanavond kunt proberen",
    "Een kleine stap uit het e-book, voor vanavond.",
    `Hoi,

Je hebt een paar dagen geleden het e-book gedownload. Misschien heb je het uit, misschien staat het nog ergens tussen de andere tabbladen. Allebei prima.

Eén ding wil ik je vandaag meegeven, omdat het klein is en toch veel doet: **leg een vaste eindtijd voor je werkdag vast, en schrijf op een briefje wat morgen als eerste moet.**

Veel mannen die ik spreek, werken niet te lang omdat ze het zo willen, maar omdat de dag nooit echt stopt. Om 23:00 nog even de mail checken voelt als controle, maar het houdt je hoofd aan. Het briefje is de afspraak met jezelf: het staat op papier, dus je hoeft het vannacht niet te onthouden.

Probeer het drie avonden. Merk je niks, dan ben je niks kwijt. Merk je wel iets, dan weet je dat er meer ruimte te maken is dan je dacht.`,
  ],
  [
    72,
    "Hij dacht dat hij gewoon moe was",
    "Een herkenbaar verhaal, misschien ook het jouwe.",
    `Hoi,

Neem Mark. Hij bestaat niet echt, maar ik ben hem in veel versies tegengekomen. Mark draait al jaren op volle toeren. Goede baan, gezin, altijd de man bij wie het geregeld was. Hij slaapt slecht, vergeet afspraken en schiet op zondagavond al in de stress over maandag. Hij denkt dat hij gewoon moe is, en dat een vakantie het oplost.

Na de vakantie is het in een week weer terug.

Wat helpt, is geen groot plan. Het is eerlijk kijken naar waar zijn energie heen gaat, en daarna een paar dingen anders doen. Minder ja zeggen. Eén avond per week echt niets. Zijn dag zo inrichten dat zijn hoofd ermee kon werken in plaats van ertegenin.

Herstel gaat niet in een rechte lijn en duurt vaak een paar maanden. Maar het begint bij het moment waarop je stopt met doen alsof het wel gaat.

Herken je iets van jezelf in Mark? Dan is dat geen zwakte. Het is informatie.`,
  ],
  [
    96,
    "Zullen we een keer praten?",
    "Een gratis kennismaking van 30 minuten, zonder verplichtingen.",
    `Hoi,

Je hebt het e-book gelezen en een paar mails van me gehad. Misschien denk je: ik zou er iets mee moeten, maar waar begin ik?

Daar is de kennismaking voor. We praten 30 minuten online, gratis. Jij vertelt waar je tegenaan loopt, ik vertel eerlijk of en hoe ik je kan helpen. Past het niet, dan zeg ik dat ook, en weet je in elk geval wat een volgende stap kan zijn.

[Plan een kennismaking](/kennismaking)

Gaat het nu echt niet goed met je? Wacht dan niet: bel je huisarts, of 113 (0800-0113).`,
  ],
];

const selftestSteps: [number, string, string, string][] = [
  [
    24,
    "Wat je uitslag betekent op een gewone dinsdag",
    "Van een uitslag naar wat je er morgen aan hebt.",
    `Hoi,

Gisteren heb je de zelftest gedaan. Een uitslag is een woord op een scherm; wat telt, is hoe het eruitziet in je week.

Een paar dingen die ik vaak hoor van mensen met een vergelijkbare uitslag:

- Je begint de dag met een plan en eindigt hem met tien half afgemaakte dingen.
- Je bent snel geprikkeld thuis, terwijl je op je werk nog alles bij elkaar houdt.
- Je ligt 's avonds wakker met je hoofd nog vol, ook als je lichaam op is.
- Rust voelt niet als rust, maar als achterstand.

Herken je er twee of meer? Dan zegt je uitslag iets wat de moeite waard is om serieus te nemen. Geen diagnose: een richting. De zelftest kijkt naar patronen, niet naar wie je bent.

Kijk deze week eens op welk moment van de dag je energie het snelst wegloopt. Dat moment is vaak het beste begin.`,
  ],
  [
    72,
    "Zullen we samen naar je uitslag kijken?",
    "Een gratis kennismaking van 30 minuten.",
    `Hoi,

Een paar dagen geleden deed je de zelftest. Misschien heb je sindsdien gemerkt dat de patronen uit je uitslag vaker voorkomen dan je dacht.

In een gratis kennismaking van 30 minuten kijken we er samen naar. Jij vertelt wat je herkent, ik vertel eerlijk of coaching je op dit moment kan helpen, en hoe dat er dan uitziet. Je zit nergens aan vast.

[Plan een kennismaking](/kennismaking)

Gaat het nu echt niet goed met je? Wacht dan niet: bel je huisarts, of 113 (0800-0113).`,
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (const [name, trigger, steps] of [
    ["Na het e-book", "ebook", ebookSteps],
    ["Na de zelftest", "zelftest", selftestSteps],
  ] as const) {
    const { rows } = await sql<{
      id: number;
    }>`insert into sequences (name, trigger, profile, status, created_at, updated_at) values (${name}, ${trigger}, null, 'gepauzeerd', ${now}, ${now}) returning id`.execute(
      db,
    );
    const id = rows[0]!.id;
    for (const [index, [delay, subject, preheader, body]] of steps.entries()) {
      await sql`insert into sequence_steps (sequence_id, position, delay_hours, subject, preheader, body_md, updated_at)
        values (${id}, ${index + 1}, ${delay}, ${subject}, ${preheader}, ${body}, ${now})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sequences where trigger in ('ebook', 'zelftest') and name in ('Na het e-book', 'Na de zelftest')`.execute(
    db,
  );
}
