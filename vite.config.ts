import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The site frame (header, footer and what every page's root route loads with
 * them: the footer's newsletter form, consent and analytics) goes into one
 * chunk: otherwise they become a dozen tiny files that queue behind each other
 * on HTTP/1.1 connections, delay the first paint and compress worse.
 */
const frameFolders = ["/app/layout/", "/app/features/site/", "/app/features/seo/"];
const frameFiles = [
  "components/nonce.ts",
  "components/ui/button.tsx",
  "components/ui/form.tsx",
  "components/ui/icons.tsx",
  "components/ui/layout.tsx",
  "components/ui/page-hero.tsx",
  // Not frame, but imported by most public pages and a few hundred bytes each:
  // a request of their own costs more than carrying them on every page.
  "components/ui/reveal.tsx",
  "content/ui-labels.ts",
  "content/pages/error-pages.ts",
  "content/cookie-settings.ts",
  "content/images.ts",
  "content/navigation.ts",
  "content/newsletter.ts",
  "content/site.ts",
  "features/editable-content/EditableText.tsx",
  "features/analytics/track.ts",
  "features/analytics/use-page-views.ts",
  "features/consent/consent-storage.ts",
  "features/consent/ConsentLayer.tsx",
  "features/consent/CookieSettingsButton.tsx",
  "features/consent/use-consent.ts",
  "lib/forms/Honeypot.tsx",
  "lib/forms/limits.ts",
  "features/newsletter/NewsletterForm.tsx",
].map((file) => `/app/${file}`);

function sharedChunk(id: string): string | undefined {
  // The admin header belongs to the admin layout's chunk, not to every public page.
  if (id.endsWith("/app/layout/AdminHeader.tsx")) return undefined;
  if (frameFolders.some((part) => id.includes(part)) || frameFiles.some((file) => id.endsWith(file))) return "site";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The HTTP server (server/app.ts) is bundled with the React Router build so
    // both share one instance of every infrastructure module. The React Router
    // entry must stay an input or prerendering cannot find it.
    // Kept so bin/start.mjs can find the server entry's file name (and the
    // page-weight benchmark each route's assets); never served.
    manifest: true,
    // React Router preloads each route's modules itself; Vite's helper for preloading the
    // dependencies of a dynamic import (the consent dialog, the e-book panel) costs ~0.5 KB on
    // every page for files that are already loaded (ADR 0064).
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? { input: { index: "virtual:react-router/server-build", app: "./server/app.ts" } }
      : { output: { manualChunks: sharedChunk } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
