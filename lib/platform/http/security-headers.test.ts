import { describe, expect, it } from "vitest";
import { vrTours } from "@/lib/site/content/media";
import { youtubeEmbedUrl } from "@/lib/site/content/media-url";
import {
  contentSecurityPolicy,
  documentPolicy,
  firebaseConnectSources,
  FRAME_SOURCES,
  HSTS,
  securityHeaderRules,
  ASSET_POLICY,
  securityHeaders,
} from "./security-headers.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const));
const header = (env: Record<string, string>, key: string) => securityHeaders(env).find((h) => h.key === key)?.value;

describe("content security policy", () => {
  it("has the required directives and no source from another site but the YouTube player", () => {
    const d = directives(header({ NODE_ENV: "production" }, "Content-Security-Policy")!);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'self'"]);
    expect(d.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("script-src-attr")).toEqual(["'none'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("img-src")).toEqual(["'self'"]);
    expect(d.get("font-src")).toEqual(["'self'"]);
    expect(d.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("PDF documents (public/docs) may show in the browser's viewer (object-src 'self'), nothing else changes", () => {
    const rules = securityHeaderRules({ NODE_ENV: "production" });
    expect(rules.map((r) => r.source)).toEqual([
      "/:path((?!_next/static/|fonts/|favicon\\.ico$|icon\\.svg$).*)",
      "/_next/static/:file*",
      "/fonts/:file*",
      "/favicon.ico",
      "/icon.svg",
      "/docs/:file*",
    ]);
    const pdf = rules.at(-1)!.headers.find((h) => h.key === "Content-Security-Policy")!.value;
    expect(pdf).toBe(documentPolicy({ dev: false, firebase: null }));
    expect(directives(pdf).get("object-src")).toEqual(["'self'"]);
    expect(pdf.replace("object-src 'self'", "object-src 'none'")).toBe(
      header({ NODE_ENV: "production" }, "Content-Security-Policy"),
    );
  });

  it("allows eval only on the development server", () => {
    expect(directives(contentSecurityPolicy({ dev: true, firebase: null })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
    expect(header({ NODE_ENV: "production" }, "Content-Security-Policy")).not.toContain("unsafe-eval");
  });

  it("frames every embed the content uses (a new video or tour host must be added here)", () => {
    const origins = [
      new URL(youtubeEmbedUrl("M7lc1UVf-VE")).origin,
      ...vrTours.flatMap((t) => (t.url ? [new URL(t.url).origin] : [])),
    ];
    for (const origin of origins) expect(FRAME_SOURCES).toContain(origin);
  });

  it("lets the browser reach Firebase Auth only when Firebase sign-in is on and configured", () => {
    const firebase = { AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: "presale-site", FIREBASE_API_KEY: "AIza-key" };
    expect(firebaseConnectSources({})).toBeNull();
    expect(
      firebaseConnectSources({ AUTH_BACKEND: "embedded", FIREBASE_PROJECT_ID: "p", FIREBASE_API_KEY: "k" }),
    ).toBeNull();
    expect(firebaseConnectSources({ AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: "p" })).toBeNull();
    expect(firebaseConnectSources(firebase)).toEqual([
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(
      firebaseConnectSources({ DATA_BACKEND: "firestore", FIREBASE_PROJECT_ID: "p", FIREBASE_API_KEY: "k" }),
    ).toHaveLength(2);
    expect(
      firebaseConnectSources({
        AUTH_BACKEND: "firebase",
        FIREBASE_PROJECT_ID: "demo-x",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      }),
    ).toEqual(["http://127.0.0.1:9099"]);
    expect(
      directives(header({ NODE_ENV: "production", ...firebase }, "Content-Security-Policy")!).get("connect-src"),
    ).toEqual(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]);
  });
});

describe("HSTS", () => {
  it("in production with an https SITE_URL: two years, subdomains included", () => {
    expect(HSTS).toBe("max-age=63072000; includeSubDomains");
    expect(
      header({ NODE_ENV: "production", SITE_URL: "https://www.presale.example" }, "Strict-Transport-Security"),
    ).toBe(HSTS);
  });

  it("never on plain-http (localhost, tests) and never outside production", () => {
    expect(header({ NODE_ENV: "production" }, "Strict-Transport-Security")).toBeUndefined();
    expect(
      header({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" }, "Strict-Transport-Security"),
    ).toBeUndefined();
    expect(
      header({ NODE_ENV: "development", SITE_URL: "https://www.presale.example" }, "Strict-Transport-Security"),
    ).toBeUndefined();
  });

  it("keeps the other hardening headers", () => {
    expect(header({}, "X-Content-Type-Options")).toBe("nosniff");
    expect(header({}, "X-Frame-Options")).toBe("SAMEORIGIN");
  });
});

describe("build assets (scripts, stylesheets, fonts, the site icon)", () => {
  it("get the strictest short policy instead of the page's, and every other path the page's", () => {
    const rules = securityHeaderRules({ NODE_ENV: "production", SITE_URL: "https://www.presale.example" });
    const matches = (source: string, path: string) =>
      new RegExp(`^${source.replace(":file*", ".*").replace("/:path(", "/(")}$`).test(path);
    const policyOf = (path: string) =>
      rules
        .filter((r) => matches(r.source, path))
        .flatMap((r) => r.headers)
        .filter((h) => h.key === "Content-Security-Policy")
        .at(-1)?.value;
    expect(policyOf("/_next/static/chunks/a1b2.js")).toBe(ASSET_POLICY);
    expect(policyOf("/fonts/site-0.d23f51f704.woff2")).toBe(ASSET_POLICY);
    expect(policyOf("/icon.svg")).toBe(ASSET_POLICY);
    expect(policyOf("/favicon.ico")).toBe(ASSET_POLICY);
    expect(directives(ASSET_POLICY).get("default-src")).toEqual(["'none'"]);
    expect(directives(ASSET_POLICY).get("frame-ancestors")).toEqual(["'none'"]);
    for (const page of [
      "/",
      "/ComplexGuide/community",
      "/some-site/press",
      "/_next/image",
      "/api/visit",
      "/fontsy",
      "/icon.svg.html",
      "/iconsvg",
    ]) {
      expect(policyOf(page), page).toBe(
        header({ NODE_ENV: "production", SITE_URL: "https://www.presale.example" }, "Content-Security-Policy"),
      );
    }
    // HSTS and the frame headers are the page's business; an asset keeps nosniff.
    const asset = rules.find((r) => r.source === "/_next/static/:file*")!.headers.map((h) => h.key);
    expect(asset).toEqual(["Content-Security-Policy", "X-Content-Type-Options"]);
  });
});
