export interface ProseSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** Long-form text in sections (h2, paragraphs, optional list) in the site's reading style. */
export function ProseSections({
  sections,
  headingClassName = "",
}: {
  sections: ProseSection[];
  headingClassName?: string;
}) {
  return (
    <div className="prose-coach">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="[&>*+*]:mt-5 first:[&>h2]:mt-0">
          <h2 id={section.id} className={headingClassName}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
