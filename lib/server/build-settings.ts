import "server-only";
import { z } from "zod";
import { builtRecord, demoContent, parseEnv, type Env } from "@/lib/env";
import { firebaseConnectSources } from "@/lib/platform/http/security-headers.mjs";

// Build against run: the pages a build prerenders and the security policy it writes come from the
// build's environment (lib/build-settings.mjs records it). A production server started with another
// SITE_URL, COMPLEX, DATA_BACKEND, DEMO_CONTENT... would serve pages and a policy made for other
// settings, so it refuses to start and names each setting that differs (lib/server/startup.ts).
// Both sides are read with lib/env.ts's schema, defaults applied, so that "unset" and "set to the
// default" agree; what is compared is what the build bakes in, no more: the Firebase settings only
// as the policy's connect-src carries them (embedded sign-in bakes none of them in).

/** One setting the build bakes in: its name for the operator, and its value as the app reads it. */
type Setting = { name: string; read: (e: Env) => { value: string; shown?: string } };

const plain = (name: keyof Env): Setting => ({
  name,
  read: (e) => ({ value: String(e[name] ?? "unset") }),
});

/** Every value here is public (origins, ids that pages carry): a refusal may print them. */
export const BUILD_SETTINGS: readonly Setting[] = [
  plain("COMPLEX"),
  plain("SITE_URL"),
  {
    name: "DEMO_CONTENT",
    read: (e) => {
      const value = String(demoContent(e));
      return { value, shown: e.DEMO_CONTENT === undefined ? `${value} (unset: from SITE_URL)` : value };
    },
  },
  plain("DATA_BACKEND"),
  {
    name: "Firebase sign-in (AUTH_BACKEND, FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_EMULATOR_HOST: the policy's connect-src)",
    read: (e) => ({
      value:
        firebaseConnectSources({
          AUTH_BACKEND: e.AUTH_BACKEND,
          DATA_BACKEND: e.DATA_BACKEND,
          FIREBASE_PROJECT_ID: e.FIREBASE_PROJECT_ID,
          FIREBASE_API_KEY: e.FIREBASE_API_KEY,
          FIREBASE_AUTH_EMULATOR_HOST: e.FIREBASE_AUTH_EMULATOR_HOST,
        })?.join(" ") ?? "off",
    }),
  },
  plain("NAVER_SITE_VERIFICATION"),
  plain("GOOGLE_SITE_VERIFICATION"),
  plain("KAKAO_CHANNEL_ID"),
  plain("NAVER_WCS_ID"),
  plain("KAKAO_PIXEL_ID"),
  plain("META_PIXEL_ID"),
  plain("GA4_MEASUREMENT_ID"),
  plain("GOOGLE_ADS_ID"),
  plain("GOOGLE_ADS_LEAD_LABEL"),
  plain("GOOGLE_ADS_BOOKING_LABEL"),
];

/**
 * What a measuring server of the build's own may run with otherwise (`npm start -- --own-store`, the
 * font census of `npm run build`): its store and its sample articles, which only the pages rendered
 * per request show.
 */
export const OWN_STORE_SETTINGS = ["DATA_BACKEND", "DEMO_CONTENT"] as const;

/** Set by scripts/start.mjs for `--own-store`. */
export const OWN_STORE = Symbol.for("presale.start.ownStore");

export type BuildSettings = ReadonlyMap<string, { value: string; shown: string }>;

/** The settings an environment gives a build, as the app reads them. */
export function buildSettingsOf(e: Env): BuildSettings {
  return new Map(
    BUILD_SETTINGS.map((s) => {
      const { value, shown = value } = s.read(e);
      return [s.name, { value, shown }];
    }),
  );
}

const recordSchema = z.record(z.string(), z.string());

/** The build's settings from its record; null without one. */
export function recordedBuildSettings(record: string | undefined): BuildSettings | null {
  if (record === undefined) return null;
  let raw: unknown = null;
  try {
    raw = JSON.parse(record);
  } catch {
    // not JSON: refused below
  }
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error("The build's record of its settings cannot be read: build again (`npm run build`).");
  try {
    return buildSettingsOf(parseEnv(parsed.data));
  } catch (error) {
    throw new Error(
      `The build's record of its settings does not parse (${error instanceof Error ? error.message.replace(/\s+/g, " ") : error}): build again (\`npm run build\`).`,
    );
  }
}

export type Difference = { name: string; build: string; run: string };

/** The settings whose values differ, in BUILD_SETTINGS' order. */
export function buildDifferences(build: BuildSettings, run: BuildSettings): Difference[] {
  return BUILD_SETTINGS.flatMap(({ name }) => {
    const b = build.get(name)!;
    const r = run.get(name)!;
    return b.value === r.value ? [] : [{ name, build: b.shown, run: r.shown }];
  });
}

/** The one line a refused start logs: each setting, the build's value and this server's, and what to do. */
export function buildRefusal(differences: readonly Difference[]): string {
  const each = differences.map((d) => `${d.name}: the build has ${d.build}, this server ${d.run}`).join("; ");
  return `Refusing to start: this build was made with other settings. ${each}. Build again with this server's settings (set them, then \`npm run build\`), or start it with the build's.`;
}

/** A start refused for settings other than the build's: its message is the whole line to log. */
export class BuildSettingsRefusal extends Error {}

export type BuildCheck = { refusal: string | null; allowed: Difference[] };

/**
 * The production server's settings against its build's: a refusal when one differs (null when
 * none does, outside production, or without a record), and the differences `ownStore` lets pass.
 */
export function checkBuildSettings(
  e: Env,
  record: string | undefined = builtRecord(),
  ownStore: boolean = (globalThis as Record<symbol, unknown>)[OWN_STORE] === true,
): BuildCheck {
  if (e.NODE_ENV !== "production") return { refusal: null, allowed: [] };
  const build = recordedBuildSettings(record);
  if (!build) return { refusal: null, allowed: [] };
  const differences = buildDifferences(build, buildSettingsOf(e));
  const passes = (d: Difference) => ownStore && (OWN_STORE_SETTINGS as readonly string[]).includes(d.name);
  const refused = differences.filter((d) => !passes(d));
  return { refusal: refused.length > 0 ? buildRefusal(refused) : null, allowed: differences.filter(passes) };
}
