import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import frauncesLatin from "./fonts/fraunces-latin-subset.woff2?url";
import interLatin from "./fonts/inter-latin-subset.woff2?url";
import { NonceContext, useNonce } from "./components/nonce";
import { usePageViews } from "./features/analytics/use-page-views";
import { ConsentLayer } from "./features/consent/ConsentLayer";
import { NewsletterForm } from "./features/newsletter/NewsletterForm";
import { CookieSettingsButton } from "./features/consent/CookieSettingsButton";
import { ButtonLink } from "./components/ui/button";
import { PageHero } from "./components/ui/page-hero";
import { errorPage, notFoundPage } from "./content/pages/error-pages";
import type { RootData } from "./features/site/site-data";
import { SiteFooter } from "./layout/SiteFooter";
import { SiteHeader } from "./layout/SiteHeader";
import { businessDetails, publicIdentity } from "./server/business.server";
import { publicUrl } from "./server/env.server";

/** Every page shows the business as it is in the database now (D32): pages in the page cache are rendered again after a change. */
export async function loader(): Promise<RootData> {
  return { site: publicIdentity(await businessDetails()), publicUrl };
}

// Listed first so the stylesheet is requested before the scripts' preloads.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The brand fonts' Latin subsets, fetched with the stylesheet instead of after it (ADR 0044, 0059).
  ...[frauncesLatin, interLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/blog/rss.xml" },
];

/** Route modules may set `handle = { headerTone: "dark" }` for a light page hero. */
export interface RouteHandle {
  headerTone?: "light" | "dark";
  /** The admin portal brings its own frame instead of the public header and footer. */
  frame?: "admin";
}

function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const value = (match.handle as RouteHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#162e27" />
        <Meta />
        <Links />
      </head>
      <body>
        <NonceContext value={nonce}>{children}</NonceContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SiteFrame({ children }: { children: ReactNode }) {
  const tone = useRouteHandle("headerTone") ?? "light";
  usePageViews();
  return (
    <>
      <a
        href="#inhoud"
        className="sr-only z-50 rounded-full bg-pine-700 px-5 py-3 font-semibold text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Naar de inhoud
      </a>
      <SiteHeader tone={tone} />
      <main id="inhoud" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter newsletter={<NewsletterForm />} cookieSettings={<CookieSettingsButton />} />
      <ConsentLayer />
    </>
  );
}

export default function App() {
  // Marks the page as interactive, so keyboard tests (and anyone curious) know React has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (useRouteHandle("frame") === "admin") return <Outlet />;
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = isRouteErrorResponse(error) && error.status === 404 ? notFoundPage : errorPage;
  return (
    <SiteFrame>
      <title>{page.metaTitle}</title>
      <PageHero tone="dark" title={page.title}>
        <p>{page.text}</p>
        <ButtonLink to="/home" variant="light" size="lg" className="mt-4">
          {page.cta}
        </ButtonLink>
      </PageHero>
    </SiteFrame>
  );
}
