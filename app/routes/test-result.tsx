import { selfTestResultPage } from "~/content/selftest";
import { loadSelfTestResult } from "~/features/selftest/selftest.server";
import { SelfTestResult } from "~/features/selftest/SelfTestResult";
import { seoMeta } from "~/features/seo/meta";
import type { Route } from "./+types/test-result";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: selfTestResultPage.metaTitle,
    description: selfTestResultPage.metaDescription,
    path: "/test-result",
    noindex: true,
  });

/** A personal page with health-related answers: never cached by a shared cache, never indexed. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** Missing, tampered or expired references and unknown rows redirect to /test-landing. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSelfTestResult(request);
}

export default function SelfTestResultPage({ loaderData }: Route.ComponentProps) {
  return <SelfTestResult result={loaderData} />;
}
