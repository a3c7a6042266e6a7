/**
 * The e-book's cover, drawn from its title in the brand's colours and fonts:
 * no image to download or render from the PDF (ADR 0046).
 */
export function EbookCover({
  eyebrow,
  title,
  author,
  label,
}: {
  eyebrow: string;
  title: string;
  author: string;
  label: string;
}) {
  return (
    <div
      role="img"
      aria-label={`${label} ${title}`}
      className="relative flex aspect-[3/4] w-40 shrink-0 flex-col justify-between overflow-hidden rounded-r-2xl rounded-l-md bg-pine-800 p-5 text-sand-50 shadow-xl ring-1 ring-pine-900/40 sm:w-48"
    >
      {/* The spine's shadow and a soft sun: enough to read as a book, not a template. */}
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-2.5 bg-pine-900/50" />
      <span aria-hidden="true" className="absolute -right-10 -top-10 size-32 rounded-full bg-clay-500/70" />
      {/* role="img" makes these presentational: the label above is what is read out. */}
      <span className="relative text-xs font-semibold uppercase tracking-widest text-sand-200">{eyebrow}</span>
      <span className="relative font-serif text-xl font-semibold leading-tight hyphens-auto">{title}</span>
      <span className="relative text-sm text-sand-200">{author}</span>
    </div>
  );
}
