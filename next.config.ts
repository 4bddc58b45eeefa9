import type { NextConfig } from "next";
import { buildSettingsRecord } from "./lib/build-settings.mjs";
import { securityHeaderRules } from "./lib/platform/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // The project folder itself, also when it is a copy inside another checkout (scripts/complex-smoke.mjs
  // builds the second complex in .complex-builds/<slug>/, which has its own lockfile and node_modules).
  turbopack: { root: process.cwd() },
  outputFileTracingRoot: process.cwd(),
  // One production server everywhere: `npm start`, the browser tests, the benchmarks and Firebase App
  // Hosting all run .next/standalone (scripts/build.mjs copies public/ and .next/static beside it).
  output: "standalone",
  poweredByHeader: false,
  // The build's own settings (lib/build-settings.mjs: SITE_URL, COMPLEX, DATA_BACKEND, DEMO_CONTENT,
  // the Firebase sign-in, the ad tags...), written into the server code as a constant: the production
  // server refuses to start with other ones (lib/server/build-settings.ts).
  env: { PRESALE_BUILD_SETTINGS: buildSettingsRecord(process.env) },
  // `npm test` type-checks first (`npm run typecheck`: `next typegen`, so the route and page types are
  // checked too, then `tsc --noEmit`) and builds only when that passed: its builds skip Next's second,
  // identical check (scripts/test-all.mjs sets NEXT_SKIP_TYPECHECK=1). Every other build checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // app/global-not-found.tsx answers an address that matches no route, in the public site's frame,
  // while the root layout holds only the document (the admin pages have a frame of their own).
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // Every picture of the site (a builder's photos, our drawings) is encoded once at build time
  // (lib/site/media/pipeline.ts, public/media/): the optimiser serves only a picture content names by a
  // public path of its own (a home news item's `image`), at quality 75.
  images: {
    // Said explicitly: Firebase App Hosting's adapter turns optimisation off unless the config sets it.
    unoptimized: false,
    formats: ["image/avif", "image/webp"],
    // Fewer candidate widths than Next's defaults (8 device and 7 image sizes): every srcset is
    // written into the HTML and the RSC payload of the page.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [96, 192, 384],
    qualities: [75],
  },
  async headers() {
    return [
      // Content security policy, HSTS (production, https SITE_URL) and the rest, decided from the
      // build's environment: set SITE_URL and the Firebase settings before `npm run build`.
      ...securityHeaderRules(process.env),
      // The site font's slices carry a content hash in their names (scripts/site-font.mjs).
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // The complex's encoded photos and documents: names that change with their content (lib/site/media/pipeline.ts).
      { source: "/media/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default nextConfig;
