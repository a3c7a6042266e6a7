import { selfTestPage } from "~/content/selftest";
import { handleSelfTestPost } from "~/features/selftest/selftest.server";
import { SelfTestForm } from "~/features/selftest/SelfTestForm";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/test";

// The questions are only useful after the intro (/test-landing), which is the page search engines should show.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: selfTestPage.metaTitle,
    description: selfTestPage.metaDescription,
    path: "/test",
    noindex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  return handleSelfTestPost(request, context.clientAddress);
}

export default function SelfTestPage({ actionData }: Route.ComponentProps) {
  return <SelfTestForm state={actionData} />;
}
