import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { Badge } from "~/components/ui/layout";
import { Picture } from "~/components/ui/picture";
import { blogLabels } from "~/content/ui-labels";
import type { PostSummary } from "./posts.server";

/**
 * Labels of the blog pages. They belong with the other copy in
 * app/content/pages.ts (next to blogIndexPage) and can move there as is.
 */
const dateFormat = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Amsterdam",
});

/** "2025-05-09" as "9 mei 2025". */
export function formatPostDate(date: string): string {
  return dateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** Publication date, optional author and reading time on one quiet line. */
export function PostMeta({ post, author }: { post: Pick<PostSummary, "date" | "readingMinutes">; author?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-muted">
      <span className="inline-flex items-center gap-2">
        <Icon name="calendar" className="size-4 shrink-0" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      {author && (
        <span>
          {blogLabels.author} {author}
        </span>
      )}
      <span className="inline-flex items-center gap-2">
        <Icon name="clock" className="size-4 shrink-0" />
        {blogLabels.readingTime(post.readingMinutes)}
      </span>
    </p>
  );
}

export function PostTags({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={blogLabels.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * A post in a list: meta line, tags, title as a link, the description and a
 * "Lees verder" link. `headingLevel` keeps the outline right: h2 on /blog,
 * h3 under a section heading.
 */
export function PostCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  /** The first card on /blog: its cover can be the largest thing in the first screen. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md">
      {post.cover && (
        <Picture
          image={post.cover}
          eager={eager}
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
          className="aspect-[40/21] w-full object-cover"
        />
      )}
      <div className="flex grow flex-col p-6 sm:p-8">
        <PostTags tags={post.tags} />
        <div className="mt-5">
          <PostMeta post={post} />
        </div>
        <Heading className={`mt-3 text-xl font-semibold leading-snug ${headingLevel === 2 ? "sm:text-2xl" : ""}`}>
          <Link to={post.path} prefetch="intent" className="underline-offset-4 hover:text-pine-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 text-lg leading-relaxed">{post.description}</p>
        <div className="mt-auto pt-6">
          <Link
            to={post.path}
            className="inline-flex items-center gap-2 font-semibold text-pine-700 underline-offset-4 hover:text-pine-800 hover:underline"
          >
            {blogLabels.readMore}
            <span className="sr-only">
              {" "}
              {blogLabels.readMoreAbout} {post.title}
            </span>
            <Icon name="arrowRight" className="size-5" />
          </Link>
        </div>
      </div>
    </article>
  );
}
