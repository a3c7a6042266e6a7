import { sql, type Kysely } from "kysely";

/**
 * The blog moves into the database (ADR 0057): posts, the slugs they had
 * before a rename (301 to the current one) and the images uploaded for them.
 * The three articles of a fresh install, once Markdown files in the content
 * folder, are copied below as this migration inserts them (frozen, ADR 0074):
 * their URLs, dates and illustrations (public/images/blog-SLUG) are kept.
 * From then on the coach writes the blog at /admin/blog.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("uploaded_images")
    // Random, so an image of an unpublished post cannot be found by counting.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("widths", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("keywords", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("reading_minutes", "integer", (col) => col.notNull())
    // Null: a concept. In the future: scheduled. Otherwise live.
    .addColumn("published_at", "text")
    .addColumn("date_modified", "text")
    .addColumn("cover_image_id", "text", (col) => col.references("uploaded_images.id").onDelete("set null"))
    // The built illustration of a default post (public/images/blog-SLUG), kept when its slug changes.
    .addColumn("default_cover", "text")
    .addColumn("cover_alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("blog_posts_published").on("blog_posts").column("published_at").execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("old_slug", "text", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.notNull().references("blog_posts.id").onDelete("cascade"))
    .execute();

  const now = new Date().toISOString();
  for (const post of defaultPosts) {
    await sql`insert into blog_posts (slug, title, description, body, tags, keywords, reading_minutes,
      published_at, date_modified, default_cover, cover_alt, created_at, updated_at)
      values (${post.slug}, ${post.title}, ${post.description}, ${post.body}, ${JSON.stringify(post.tags)},
      ${JSON.stringify(post.keywords)}, ${post.readingMinutes},
      ${`${post.date}T00:00:00.000Z`}, ${post.dateModified}, ${`blog-${post.slug}`}, ${post.coverAlt}, ${now}, ${now})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_slug_redirects").execute();
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.dropTable("uploaded_images").execute();
}

/** The articles of a fresh install, as they were when the blog moved into the database. */
export const defaultPosts = [
  {
    slug: "adhd-burnout",
    title: "ADHD en burn-out: waarom ze zo vaak samen opduiken",
    description:
      "ADHD en burn-out gaan vaak samen. Lees hoe ze elkaar versterken, waarom ze zo lastig uit elkaar te houden zijn en wat je deze week al kunt doen.",
    date: "2025-05-04",
    dateModified: "2025-05-04",
    tags: ["ADHD", "Burn-out", "Herstel"],
    keywords: ["adhd", "burn-out", "mannen", "overprikkeling", "energie", "herstel"],
    readingMinutes: 6,
    coverAlt: "Illustratie: twee paden die samen door de duinen naar de zon lopen",
    body: `
Veel mannen die met een burn-out bij mij komen, zeggen halverwege het eerste gesprek iets opvallends: ‘Eigenlijk heb ik dit altijd al gehad. Alleen kon ik het vroeger beter bijbenen.’ Ze vergaten al jaren afspraken, werkten alles op het laatste moment af en lagen ’s nachts wakker van hun eigen to-dolijst. Pas toen de burn-out kwam, vroegen ze zich af of er misschien meer speelde. Soms blijkt dat ADHD te zijn.

ADHD en burn-out zijn twee verschillende dingen. Maar ze raken elkaar vaak. In dit artikel lees je hoe dat werkt, waarom ze zo lastig uit elkaar te houden zijn en wat je kunt doen als je jezelf in allebei herkent.

## Twee verschillende dingen

**ADHD** is geen tijdelijke toestand. Het is een manier waarop je brein werkt, meestal al van jongs af aan. Denk aan moeite met aandacht vasthouden, plannen, beginnen en afmaken, aan impulsiviteit en onrust. Tegelijk horen er vaak veel creativiteit, energie en doorzettingsvermogen bij, zodra iets je grijpt.

**Burn-out** is wel een toestand. Je energie is op, omdat je te lang te veel hebt gegeven zonder genoeg te herstellen. Je kunt je slecht concentreren, je bent snel geïrriteerd en je bent uitgeput, ook na een nacht slapen.

Zie je het probleem? Concentratieproblemen, vergeetachtigheid en prikkelbaarheid passen bij allebei. Daarom lopen ze in de praktijk zo vaak door elkaar.

## Hoe ADHD de weg naar burn-out vrijmaakt

Een brein met ADHD moet voor veel gewone dingen harder werken. Aan de buitenkant zie je dat niet. Maar het kost elke dag energie.

- **Compenseren.** Je gebruikt lijstjes, alarmen, extra uren en veel wilskracht om bij te blijven. Dat werkt, tot het te veel wordt.
- **Maskeren.** Je doet je best om ‘normaal’ over te komen in vergaderingen en op verjaardagen. Dat is vermoeiend, ook als niemand het merkt.
- **Hyperfocus.** Je werkt uren door zonder te eten of pauze te nemen. Pas achteraf merk je hoe leeg je bent.
- **Overprikkeling.** Een open kantoor, een volle agenda, kinderen die tegelijk praten. Je systeem staat de hele dag op scherp.
- **Moeite met grenzen.** Enthousiast ‘ja’ zeggen tegen een nieuw project, terwijl je agenda al vol zit.
- **Slaap.** Je hoofd komt ’s avonds pas tot rust, of juist op gang. Je gaat te laat slapen en staat moe op.

Komt daar een periode met extra druk bij, zoals een reorganisatie, een gezin dat groeit of een verbouwing, dan valt het evenwicht om. Je manier van compenseren houdt het niet meer.

## En andersom: burn-out maakt ADHD-kenmerken zichtbaar

Het werkt ook de andere kant op. Tijdens een burn-out valt je reserve weg. De trucs die je jarenlang hielpen, werken niet meer. Daardoor worden ADHD-kenmerken ineens veel duidelijker. Mannen die zichzelf altijd ‘een beetje chaotisch’ vonden, merken dat ze niets meer georganiseerd krijgen.

Dat betekent niet dat iedereen met een burn-out ADHD heeft. Soms verdwijnen de concentratieproblemen als de energie terugkomt. Soms blijven ze. Dat onderscheid maak je niet in een week, en niet in je eentje.

Herken je jezelf? Een diagnose stelt een arts of psycholoog; ik ben coach, ik stel geen diagnoses en ik behandel geen ADHD of burn-out. Wil je duidelijkheid, ga dan naar je huisarts. Zit je er echt doorheen en heb je donkere gedachten, bel dan 113 (0800-0113) of je huisarts.

## Waarom herstel dan anders gaat

Bij een burn-out is het advies vaak: rust nemen, grenzen stellen, langzaam opbouwen. Dat klopt. Maar met ADHD zitten daar valkuilen in.

- Rust voelt voor een ADHD-brein vaak onrustig. Niets doen voelt als stilstand, dus ga je toch weer klussen.
- Opbouwen gaat goed in een piek, waarna je weer te ver doorschiet.
- Grenzen stellen is lastig als je niet goed voelt waar die grenzen liggen.

Herstel vraagt daarom om een aanpak die past bij hoe jouw brein werkt. Met structuur die je niet zelf hoeft te onthouden. Met ritme in plaats van alleen rust. En met aandacht voor prikkels, niet alleen voor werkdruk.

## Wat je deze week kunt proberen

1. **Maak een prikkelscan.** Schrijf een dag lang op wat je energie kost en wat je energie geeft. Geluid, mensen, schermen, beslissingen. Kies de twee dingen die je het makkelijkst kunt verminderen.
2. **Kies actieve rust.** Lukt stilzitten niet, ga dan wandelen zonder telefoon of podcast. Twintig minuten per dag. Bewegen zonder prestatie.
3. **Zet je structuur buiten je hoofd.** Eén vaste plek voor afspraken, liefst met herinneringen. Je hoofd is om te denken, niet om te onthouden.
4. **Rem je ja af.** Zeg deze week bij elk nieuw verzoek: ‘Ik laat het je morgen weten.’ Zo krijgt je enthousiasme een nacht bedenktijd.
5. **Let op de piek.** Merk je dat je na een paar goede dagen weer vol gas wilt? Doe dan bewust 70 procent. Dat voelt als te weinig, maar het is precies genoeg.

## Je hoeft het niet in je eentje uit te zoeken

ADHD en burn-out samen zijn verwarrend. Je weet niet meer wat bij jou hoort en wat bij de uitputting. Juist dan helpt het om te praten met iemand die beide kent. In mijn coaching werk ik met mannen die precies hier vastlopen, met een praktische aanpak waarin energie, ritme en omgeving centraal staan. Herstel duurt vaak 3 tot 6 maanden, maar ieder traject is anders.

Wil je een eerste indruk? Doe de [gratis zelftest](/test-landing), download het [gratis e-book](/ebook-download) of lees meer over [ADHD coaching](/adhd-coaching). En als je liever gewoon praat: [plan een gratis kennismaking](/kennismaking). 30 minuten, online via Zoom, zonder verplichtingen.
`,
  },
  {
    slug: "adhd-pieken-dalen",
    title: "Pieken en dalen bij ADHD: waarom je energie zo wisselt",
    description:
      "Vandaag vlieg je door je werk, morgen krijg je niets voor elkaar. Zo werken de pieken en dalen van ADHD bij mannen, en zo ga je er slimmer mee om.",
    date: "2025-05-09",
    dateModified: "2025-05-09",
    tags: ["ADHD", "Energie"],
    keywords: ["adhd", "energie", "mannen", "pieken en dalen", "focus", "hyperfocus"],
    readingMinutes: 5,
    coverAlt: "Illustratie: een stippellijn die over spitse bergtoppen op en neer gaat, als energie die piekt en daalt",
    body: `
Dinsdag ben je onverslaanbaar. Je zit om half negen achter je laptop, je werkt in één ochtend drie weken achterstand weg en ’s avonds bedenk je nog een nieuw plan voor je team. Donderdag staar je een uur naar dezelfde mail. Je weet precies wat je moet doen, maar het lukt niet. En dan komt die stem in je hoofd: waarom kan ik het dinsdag wel en vandaag niet? Ben ik gewoon lui?

Nee. Dit patroon van pieken en dalen is voor veel mannen met ADHD, of met ADHD-kenmerken, heel herkenbaar. In dit artikel lees je waar het vandaan komt, waarom het bij mannen vaak lang onopgemerkt blijft en wat je deze week al kunt doen om de dalen minder diep te maken.

## Waarom je energie bij ADHD zo wisselt

Een brein met ADHD draait sterk op interesse, urgentie en nieuwigheid. Is iets spannend, nieuw of brandt de deadline al, dan gaat de motor aan. Is iets saai, vaag of ver weg, dan slaat hij af. Met wilskracht heeft dat weinig te maken.

Daardoor ontstaat vaak een vast ritme:

- **De piek.** Je raakt in hyperfocus. De tijd verdwijnt, je vergeet te eten en je maakt in een paar uur meer af dan anderen in een week.
- **De prijs.** Na de piek ben je leeg. Je hebt je reserves opgemaakt zonder het te merken.
- **Het dal.** Alles voelt zwaar. Kleine klussen worden bergen. Je schuift dingen voor je uit en schaamt je daarvoor.
- **De nieuwe aanloop.** Omdat je achterloopt, ontstaat urgentie. Die urgentie trekt je weer omhoog, tot de volgende piek.

Het probleem zit niet in de pieken. Die zijn vaak juist je kracht. Het probleem is dat je de piek gebruikt om de gaten van het dal te dichten. Zo leef je van crisis naar crisis.

## Waarom mannen het vaak pas laat zien

Veel mannen die bij mij komen, hebben jarenlang prima gefunctioneerd. Sterker nog: ze werden beloond voor hun pieken. De man die het project op het laatste moment redt. Die om 23:00 nog in zijn inbox zit. Die op zaterdag in zijn eentje de hele schuur verbouwt.

Wat niemand zag, waren de dalen. Die werden verstopt. Thuis op de bank, kortaf tegen de kinderen, afspraken vergeten, ’s nachts wakker liggen van alles wat nog moet. Mannen praten daar zelden over. Ze noemen het ‘druk’ of ‘even een mindere week’.

Vaak valt het kwartje pas als het niet meer lukt om de dalen te compenseren. Een nieuwe functie, een tweede kind, een verhuizing: ineens is er geen ruimte meer voor het oude ritme. Dan blijven de pieken uit en blijft het dal.

## Herken je dit?

- Je werkt het best onder druk, maar die druk sloopt je ook.
- Je begint enthousiast aan projecten en laat ze halverwege liggen.
- Je energie hangt af van hoe interessant iets is, niet van hoe belangrijk het is.
- Na een drukke periode stort je in, vaak precies in je vakantie.
- Je voelt je schuldig over de dagen waarop je ‘niets’ deed.

Herken je jezelf? Een diagnose stelt een arts of psycholoog; ik ben coach en stel geen diagnoses. Wat ik wel doe, is samen met jou kijken naar je patroon en naar wat je daarin kunt veranderen. Met of zonder diagnose.

## Wat je deze week kunt proberen

Je hoeft je brein niet om te bouwen. Het doel is dat de pieken je minder opbranden en de dalen minder diep worden. Begin klein.

### 1. Houd vijf dagen een energiedagboek bij

Geef jezelf drie keer per dag een cijfer van 1 tot 10 voor je energie en je focus. Schrijf er één zin bij: wat deed je, wat at je, hoe sliep je? Na vijf dagen zie je vaak al een patroon. Misschien ligt je piek altijd in de ochtend. Misschien zakt alles in na een lange vergadering.

### 2. Bouw een stopmoment in je piek

Hyperfocus voelt goed, maar je lichaam betaalt de rekening later. Zet een wekker na 90 minuten. Sta op, drink water, eet iets. Daarna mag je door. Je verliest er geen vaart mee; je houdt het alleen langer vol.

### 3. Plan je dal in

Je weet dat het dal komt. Doe dan niet alsof het er niet is. Zet saaie, makkelijke klussen klaar voor je lage momenten: mails sorteren, bonnetjes scannen, de vaatwasser uitruimen. Zo doe je in het dal iets nuttigs in plaats van jezelf af te kraken.

### 4. Maak de eerste stap belachelijk klein

In een dal is beginnen het zwaarst. ‘Rapport schrijven’ is te groot. ‘Document openen en de titel typen’ is klein genoeg. Vaak komt de rest daarna vanzelf.

### 5. Bescherm je slaap

Veel mannen met ADHD krijgen ’s avonds hun tweede wind. Dat voelt productief, maar het kost je de volgende dag. Kies deze week drie avonden waarop je om 22:30 je scherm wegzet. Kijk wat het doet met je ochtend.

## Van overleven naar ritme

Pieken en dalen horen bij hoe jouw brein werkt. Je hoeft ze niet weg te krijgen. Wel kun je leren ze eerder te zien aankomen, zodat je niet steeds verrast wordt door je eigen energie. Dat is het verschil tussen overleven op adrenaline en leven in een ritme dat bij je past.

In mijn coaching kijken we daarom naar je energiebalans, naar je ritme en bioritme en naar je omgeving. Praktisch en concreet, gericht op jouw dagen en jouw werk. Lukt het op dit moment echt niet meer en voel je je wanhopig, bel dan je huisarts of 113 (0800-0113).

Wil je weten hoe jouw patroon eruitziet? Doe de [gratis zelftest](/test-landing); dat kost je ongeveer vijf minuten. Of [plan een gratis kennismaking](/kennismaking): in 30 minuten kijken we online samen waar je staat en wat je nodig hebt. Geen verplichtingen, gewoon een eerlijk gesprek.
`,
  },
  {
    slug: "burnout-mannen-vrouwen",
    title: "Burn-out bij mannen en vrouwen: dezelfde uitputting, andere signalen",
    description:
      "Burn-out ziet er bij mannen vaak anders uit dan bij vrouwen: minder tranen, meer irritatie en gewoon doorgaan. Zo herken je de signalen op tijd bij jezelf.",
    date: "2025-05-07",
    dateModified: "2025-05-07",
    tags: ["Burn-out", "Mannen"],
    keywords: ["burn-out", "mannen", "vrouwen", "signalen", "stress", "herstel"],
    readingMinutes: 5,
    coverAlt: "Illustratie: twee stenen naast elkaar op een rustig strand",
    body: `
Bij een burn-out denken we vaak aan iemand die huilend op de bank zit en niet meer naar het werk kan. Dat beeld klopt soms. Maar bij veel mannen begint het heel anders. Ze huilen niet. Ze worden kortaf. Ze werken harder. Ze nemen een extra biertje om te kunnen slapen. En tegen iedereen zeggen ze dat het goed gaat.

In dit artikel zet ik de verschillen op een rij: hoe burn-out zich vaak toont bij mannen, hoe bij vrouwen, en waarom dat ertoe doet. Eén kanttekening vooraf: dit zijn patronen, geen regels. Genoeg vrouwen herkennen zich in het ‘mannelijke’ plaatje en bij genoeg mannen gaat het precies andersom. Kijk dus vooral naar jezelf.

## Wat is een burn-out eigenlijk?

Bij een burn-out is je energie langere tijd op. Niet een week, maar maanden. Je hebt te lang meer gegeven dan je kon aanvullen. Het gevolg is uitputting, lichamelijk en mentaal. Je kunt je slecht concentreren, je slaapt slecht, je raakt sneller geïrriteerd en dingen die vroeger vanzelf gingen, kosten ineens enorm veel moeite.

Dat geldt voor iedereen. Het verschil zit vooral in hoe je het merkt, hoe je erop reageert en wanneer je hulp zoekt.

## Hoe burn-out zich vaak toont bij mannen

Veel mannen hebben geleerd dat je doorgaat. Dat je niet zeurt. Dat je problemen oplost in plaats van erover te praten. Daardoor is burn-out bij mannen vaak minder zichtbaar, ook voor henzelf.

Signalen die ik bij mannen vaak zie:

- **Prikkelbaarheid en boosheid.** Snauwen tegen de kinderen, een kort lontje in het verkeer, irritatie over kleine dingen.
- **Harder werken in plaats van minder.** Om 23:00 nog mails beantwoorden, want ‘dan ben ik morgen bij’.
- **Terugtrekken.** Minder afspreken met vrienden, minder praten thuis, ’s avonds ‘even niks’ op de bank met de telefoon.
- **Lichamelijke klachten.** Hoofdpijn, een stijve nek, hartkloppingen, maagklachten. Met zulke klachten gaat een man vaak eerder naar de huisarts dan met ‘ik ben op’.
- **Verdoven.** Meer alcohol, meer gamen, sporten tot je erbij neervalt. Alles om niet te hoeven voelen hoe moe je bent.
- **Cynisme.** ‘Het maakt toch niet uit wat ik doe.’ Het werk dat je ooit motiveerde, voelt zinloos.

Het verraderlijke is dat veel van deze signalen op karakter lijken. ‘Zo ben ik nou eenmaal.’ ‘Het is gewoon druk.’ Daardoor gaan mannen vaak langer door. Tot het lichaam stopt: een paniekaanval in de auto, niet meer uit bed komen, instorten op zondagavond bij de gedachte aan maandag.

## Hoe burn-out zich vaak toont bij vrouwen

Bij vrouwen is de uitputting vaker eerder zichtbaar en meer naar binnen gericht. Somberheid, huilbuien, piekeren, schuldgevoel. Veel vrouwen dragen daarnaast een groot deel van de zorg thuis: het onzichtbare regelwerk rond kinderen, familie en huishouden. De belasting komt dan van twee kanten tegelijk.

Vrouwen praten er gemiddeld eerder over, met vriendinnen, een partner of de huisarts. Dat is een voordeel: de signalen worden eerder opgemerkt en er komt eerder hulp. Het betekent niet dat het minder zwaar is.

## Waarom dat verschil ertoe doet

Wie alleen zoekt naar het klassieke beeld van burn-out, mist veel mannen. En een man mist het bij zichzelf. Hij herkent zich niet in ‘somber en huilerig’, dus denkt hij dat er niets aan de hand is. Ondertussen slaapt hij al een jaar slecht en is hij thuis vooral boos.

Hoe later je het ziet, hoe dieper het dal vaak is. Herstel duurt vaak 3 tot 6 maanden, soms korter, soms langer. Hoe eerder je stilstaat, hoe meer je zelf in de hand hebt.

Herken je jezelf? Een diagnose stelt een arts of psycholoog; ik ben coach, geen behandelaar. Ga bij lichamelijke klachten altijd eerst langs je huisarts. En zit je echt diep, met gedachten dat het niet meer hoeft? Bel dan direct 113 (0800-0113) of je huisarts.

## Wat je deze week kunt doen

Je hoeft niet meteen je hele leven om te gooien. Begin met eerlijk kijken.

1. **Vraag het aan je partner of een goede vriend.** ‘Merk jij dat ik het afgelopen halfjaar veranderd ben?’ Luister zonder je te verdedigen. Anderen zien vaak eerder wat jij wegredeneert.
2. **Tel je signalen.** Loop de lijst hierboven langs en zet een streepje bij alles wat je herkent. Niet om jezelf een label te geven, wel om te zien hoeveel het er zijn.
3. **Zet een harde grens aan je werkdag.** Kies een tijd waarop je laptop dichtgaat, bijvoorbeeld 19:00. Houd het vijf dagen vol en merk wat er gebeurt, ook met de onrust.
4. **Kijk naar je verdoving.** Wat doe je ’s avonds om niet te hoeven voelen? Laat het drie avonden weg en ga in plaats daarvan twintig minuten wandelen.
5. **Zeg het hardop.** Tegen één persoon: ‘Het gaat eigenlijk niet zo goed met me.’ Voor veel mannen is dat de moeilijkste en belangrijkste stap.

## Je hoeft het niet alleen te doen

Ik weet hoe het is om door te gaan terwijl alles in je ‘stop’ roept. Ik heb zelf ook lang gedacht dat ik alles wel alleen kon. Uiteindelijk heb ik hulp gezocht, bij niet één maar vijf coaches. Wat ik daar leerde, gebruik ik nu in mijn werk met mannen die vastlopen. Lees er meer over op de pagina over [burn-out coaching](/burnout-coaching).

Wil je weten waar je staat? Doe de [zelftest](/test-landing) of download het [gratis e-book](/ebook-download). Of [plan een gratis kennismaking](/kennismaking): 30 minuten, online, zonder verplichtingen. We kijken samen wat er speelt en wat een goede volgende stap is.
`,
  },
];
