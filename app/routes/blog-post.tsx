import { data, redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Section, SectionHeading } from "~/components/ui/layout";
import { Picture } from "~/components/ui/picture";
import { largestJpegPath } from "~/content/images";
import { bookingCta } from "~/content/navigation";
import { blogIndexPage, blogNotFound } from "~/content/pages/notices";
import { bookingInvite } from "~/content/pages/sections";
import { blogLabels } from "~/content/ui-labels";
import { PostCard, PostMeta, PostTags } from "~/features/blog/PostMeta";
import { livePost, livePosts, movedTo } from "~/features/blog/posts.server";
import { rootDataOf, seoMeta } from "~/features/seo/meta";
import { articleJsonLd } from "~/features/seo/structured-data";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { useSite, useVideoCopy } from "~/features/site/site-data";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/blog-post";

export const handle: RouteHandle = { headerTone: "dark" };

export async function loader({ params }: Route.LoaderArgs) {
  const post = await livePost(params.slug);
  if (!post) {
    // A renamed post keeps its old address working (issue #15).
    const moved = await movedTo(params.slug);
    if (moved) throw redirect(moved, 301);
    return data({ post: null, others: [] }, { status: 404 });
  }
  const others = (await livePosts()).filter((other) => other.id !== post.id);
  return data({ post, others });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const post = loaderData?.post;
  if (!post) {
    return seoMeta(matches, {
      title: blogNotFound.title,
      description: blogNotFound.text,
      path: location.pathname,
      noindex: true,
    });
  }
  const root = rootDataOf(matches);
  const jsonLd = root
    ? [
        articleJsonLd({
          site: root.site,
          publicUrl: root.publicUrl,
          path: post.path,
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          dateModified: post.dateModified,
          keywords: post.keywords,
        }),
      ]
    : [];
  return [
    ...seoMeta(matches, {
      title: post.title,
      description: post.description,
      path: post.path,
      type: "article",
      image: post.cover && largestJpegPath(post.cover),
      jsonLd,
    }),
    { name: "keywords", content: post.keywords.join(", ") },
    ...(root ? [{ name: "author", content: root.site.coachName }] : []),
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.dateModified },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const video = useVideoCopy();
  const { post, others } = loaderData;

  if (!post) {
    return (
      <PageHero tone="light" title={blogNotFound.title}>
        <p>{blogNotFound.text}</p>
        <ButtonLink to="/blog" size="lg" className="mt-4">
          <Icon name="arrowLeft" />
          {blogNotFound.cta}
        </ButtonLink>
      </PageHero>
    );
  }

  const contact = bookingInvite;
  return (
    <>
      <article>
        <PageHero tone="light" eyebrow={blogIndexPage.eyebrow} title={post.title}>
          <p>{post.description}</p>
          <div className="space-y-4 pt-2">
            <PostMeta post={post} author={site.coachName} />
            <PostTags tags={post.tags} />
          </div>
        </PageHero>

        <Section tone="cream" className="pt-14 sm:pt-16">
          {/* The article's main image (its LCP on a phone): loaded first. */}
          {post.cover && (
            <Picture
              image={post.cover}
              priority
              sizes="(min-width: 768px) 48rem, 100vw"
              className="mb-12 aspect-[40/21] w-full max-w-3xl rounded-3xl object-cover shadow-sm"
            />
          )}
          {/* Rendered and sanitised on the server (app/server/markdown.server.ts). */}
          <div className="prose-coach max-w-3xl" dangerouslySetInnerHTML={{ __html: post.html }} />
        </Section>
      </article>

      <Section tone="cream" className="pt-0 sm:pt-0" labelledBy="cta-titel">
        <Reveal className="max-w-3xl rounded-3xl bg-pine-50 p-6 ring-1 ring-pine-100 sm:p-10">
          <h2 id="cta-titel" className="text-2xl font-semibold sm:text-3xl">
            {contact.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed">{contact.text}</p>
          <ButtonLink to={bookingCta.to} className="mt-8 w-full sm:min-h-12 sm:w-auto sm:px-7 sm:py-3 sm:text-lg">
            {contact.cta}
            <Icon name="arrowRight" className="hidden size-5 sm:block" />
          </ButtonLink>
          <p className="mt-4 text-sm font-medium text-muted">{video(contact.note)}</p>
        </Reveal>
      </Section>

      {others.length > 0 && (
        <Section tone="sand" labelledBy="meer-titel">
          <Reveal>
            <div className="flex flex-wrap items-end justify-between gap-6">
              <SectionHeading id="meer-titel" eyebrow={blogLabels.moreEyebrow} title={blogLabels.moreTitle} />
              <ButtonLink to="/blog" variant="secondary">
                {blogLabels.allPosts}
                <Icon name="arrowRight" />
              </ButtonLink>
            </div>
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:gap-8">
              {others.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Reveal>
        </Section>
      )}
    </>
  );
}
