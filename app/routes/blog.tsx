import { Section } from "~/components/ui/layout";
import { blogIndexPage } from "~/content/pages/notices";
import { PostCard } from "~/features/blog/PostMeta";
import { livePosts } from "~/features/blog/posts.server";
import { seoMeta } from "~/features/seo/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { headerTone: "dark" };

export async function loader() {
  return { posts: await livePosts() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: blogIndexPage.metaTitle,
    description: blogIndexPage.metaDescription,
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHero tone="light" eyebrow={blogIndexPage.eyebrow} title={blogIndexPage.title}>
        <p>{blogIndexPage.intro}</p>
      </PageHero>

      <Section tone="cream">
        <Reveal>
          <ul className="grid gap-6 lg:grid-cols-3 lg:gap-8">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} eager={index === 0} />
              </li>
            ))}
          </ul>
        </Reveal>
      </Section>
    </>
  );
}
