import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { load } from "js-yaml";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { signInSetupOf } from "@/lib/staff/auth/config";
import { sessionKeyOf } from "@/lib/staff/auth/secret";
import { BUILD_TIME_VARIABLES, ENV_VARIABLES, parseEnv, SECRET_VARIABLES } from "@/lib/env";
import { securityHeaders } from "@/lib/platform/http/security-headers.mjs";
import { checkVisitSettings } from "@/lib/visits/startup";

// apphosting.yaml against what the production server requires: every name one lib/env.ts parses,
// every credential a Secret Manager reference, what the build reads available at BUILD, and the
// server's own checks (lib/env.ts, lib/staff/auth, lib/visits) passing on the environment App Hosting
// would give it. Schema of the file: GoogleCloudPlatform/buildpacks pkg/firebase/apphostingschema.

const root = path.resolve(__dirname, "../../..");

const envEntry = z
  .object({
    variable: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    value: z.string().min(1).optional(),
    secret: z.string().min(1).optional(),
    availability: z
      .array(z.enum(["BUILD", "RUNTIME"]))
      .min(1)
      .optional(),
  })
  .strict()
  .refine((e) => (e.value === undefined) !== (e.secret === undefined), { message: "exactly one of value and secret" });

const apphostingSchema = z
  .object({
    runConfig: z
      .object({
        minInstances: z.number().int().min(0),
        maxInstances: z.number().int().min(1).max(1000),
        concurrency: z.number().int().min(1).max(1000),
        // Cloud Run's CPU values (the buildpack refuses others), memory in MiB.
        cpu: z.union([
          z.literal(1),
          z.literal(2),
          z.literal(4),
          z.literal(6),
          z.literal(8),
          z.number().min(0.08).max(0.99),
        ]),
        memoryMiB: z.number().int().min(512).max(32_768),
      })
      .strict(),
    scripts: z.object({ runCommand: z.string().min(1) }).strict(),
    outputFiles: z.object({ serverApp: z.object({ include: z.array(z.string().min(1)).min(1) }).strict() }).strict(),
    env: z.array(envEntry),
  })
  .strict();

type Entry = z.infer<typeof envEntry>;

const config = apphostingSchema.parse(load(readFileSync(path.join(root, "apphosting.yaml"), "utf8")));
const availability = (e: Entry) => e.availability ?? ["BUILD", "RUNTIME"];

/** A value of the right form for a secret (App Hosting would read the real one from Secret Manager). */
function sampleSecret(variable: string): string {
  switch (variable) {
    case "ALERT_SMTP_URL":
      return "smtps://alerts:password@smtp.example.com:465";
    case "ALERT_WEBHOOK_URL":
      return "https://hooks.example.com/services/T000/B000/XXXX";
    default:
      return "s".repeat(48);
  }
}

/** The environment App Hosting gives the build or the server (NODE_ENV: the build's and the server's). */
function environment(when: "BUILD" | "RUNTIME", entries: Entry[] = config.env): Record<string, string> {
  const out: Record<string, string> = { NODE_ENV: "production" };
  for (const e of entries) if (availability(e).includes(when)) out[e.variable] = e.value ?? sampleSecret(e.variable);
  return out;
}

/** What the server checks at start (lib/server/startup.ts), plus what running on App Hosting needs. */
function productionProblems(runtime: Record<string, string>): string[] {
  const problems: string[] = [];
  let e;
  try {
    e = parseEnv(runtime);
  } catch (error) {
    return [(error as Error).message];
  }
  const warnings: string[] = [];
  try {
    checkVisitSettings(e, (m) => warnings.push(m));
  } catch (error) {
    problems.push((error as Error).message);
  }
  problems.push(...warnings);
  const signIn = signInSetupOf(e);
  if (!signIn.enabled) problems.push(`sign-in disabled: ${signIn.operatorHint}`);
  else if (signIn.mode !== "firebase") problems.push("sign-in is not Firebase Auth");
  try {
    sessionKeyOf(e);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (e.DATA_BACKEND !== "firestore") problems.push("DATA_BACKEND must be firestore (instances share no disk)");
  // Instances scale to zero: only the scheduled cron request forwards what is left pending.
  if (!e.CRON_SECRET) problems.push("CRON_SECRET is needed for the scheduled POST /api/cron/run");
  if (e.BACKGROUND_JOBS !== "cron")
    problems.push("BACKGROUND_JOBS must be cron (no CPU between requests: an interval would stall)");
  // start.mjs's peer is Google's front end, not the visitor.
  if (e.TRUSTED_PROXY_HOPS < 1) problems.push("TRUSTED_PROXY_HOPS must count Google's front end");
  if (!e.FORM_SERVICE_URL) problems.push("FORM_SERVICE_URL: leads would stay in the store");
  return problems;
}

describe("apphosting.yaml", () => {
  it("names each variable once, and only variables lib/env.ts parses", () => {
    const names = config.env.map((e) => e.variable);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(names.filter((n) => !(ENV_VARIABLES as string[]).includes(n))).toEqual([]);
    // NODE_ENV and PORT are the host's; emulators are for tests.
    expect(names).not.toContain("NODE_ENV");
    expect(names).not.toContain("PORT");
    expect(names.filter((n) => n.endsWith("_EMULATOR_HOST"))).toEqual([]);
  });

  it("refers to Secret Manager for every credential, available to the server only", () => {
    for (const e of config.env) {
      if ((SECRET_VARIABLES as readonly string[]).includes(e.variable)) {
        expect(e, e.variable).toMatchObject({ secret: expect.stringMatching(/^[a-zA-Z0-9_-]+(@\d+)?$/) });
        expect(e.value, e.variable).toBeUndefined();
        expect(availability(e), e.variable).toEqual(["RUNTIME"]);
      } else {
        expect(e.secret, `${e.variable} is not a credential`).toBeUndefined();
      }
    }
    for (const variable of [
      "SESSION_SECRET",
      "CRON_SECRET",
      "VISIT_TOKEN_SECRET",
      "SOLAPI_API_KEY",
      "SOLAPI_API_SECRET",
      "ALERT_SMTP_URL",
    ]) {
      expect(config.env.find((e) => e.variable === variable)?.secret, variable).toBeDefined();
    }
  });

  it("makes what the build reads available at BUILD, and the build's security headers carry Firebase sign-in and HSTS", () => {
    for (const e of config.env) {
      if ((BUILD_TIME_VARIABLES as readonly string[]).includes(e.variable))
        expect(availability(e), e.variable).toContain("BUILD");
    }
    for (const variable of [
      "COMPLEX",
      "SITE_URL",
      "DATA_BACKEND",
      "FIREBASE_PROJECT_ID",
      "FIREBASE_API_KEY",
      "FIREBASE_AUTH_DOMAIN",
    ]) {
      expect(
        config.env.find((e) => e.variable === variable),
        variable,
      ).toBeDefined();
    }
    const headers = new Map(securityHeaders(environment("BUILD")).map((h) => [h.key, h.value]));
    expect(headers.get("Content-Security-Policy")).toContain("https://identitytoolkit.googleapis.com");
    expect(headers.get("Strict-Transport-Security")).toBeDefined();
  });

  it("BUILD_TIME_VARIABLES covers every variable the security headers read at build time", () => {
    const source = readFileSync(path.join(root, "lib/platform/http/security-headers.mjs"), "utf8");
    const read = new Set([...source.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    const expected = [...read].filter((n) => n !== "NODE_ENV" && !n.endsWith("_EMULATOR_HOST"));
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.filter((n) => !(BUILD_TIME_VARIABLES as readonly string[]).includes(n))).toEqual([]);
  });

  it("gives the server everything production requires", () => {
    expect(productionProblems(environment("RUNTIME"))).toEqual([]);
  });

  it("the production check fails when a required setting is missing or a secret is half there (so the check above can fail)", () => {
    const without = (variable: string) =>
      environment(
        "RUNTIME",
        config.env.filter((e) => e.variable !== variable),
      );
    expect(productionProblems(without("VISIT_TOKEN_SECRET")).join("\n")).toMatch(/VISIT_TOKEN_SECRET/);
    expect(productionProblems(without("FIREBASE_API_KEY")).join("\n")).toMatch(/FIREBASE_API_KEY/);
    expect(productionProblems(without("CRON_SECRET")).join("\n")).toMatch(/CRON_SECRET/);
    expect(productionProblems(without("SOLAPI_API_SECRET")).join("\n")).toMatch(/SMS is off/);
    expect(productionProblems(without("ALERT_EMAIL_TO")).join("\n")).toMatch(/ALERT_EMAIL_TO/);
    expect(productionProblems(without("SESSION_SECRET")).join("\n")).toMatch(/SESSION_SECRET/);
    expect(productionProblems({ ...environment("RUNTIME"), DATA_BACKEND: "sqlite" }).join("\n")).toMatch(
      /DATA_BACKEND/,
    );
    expect(productionProblems(without("BACKGROUND_JOBS")).join("\n")).toMatch(/BACKGROUND_JOBS must be cron/);
  });

  it("runs scripts/start.mjs, and ships every file it loads beside the standalone output", () => {
    expect(config.runConfig.minInstances).toBe(0);
    const [node, entry, ...rest] = config.scripts.runCommand.split(/\s+/);
    expect([node, entry, rest]).toEqual(["node", "scripts/start.mjs", []]);
    const included = (file: string) =>
      config.outputFiles.serverApp.include.some((p) => file === p || file.startsWith(`${p}/`));
    expect(included(".next/standalone/server.js")).toBe(true);
    // start.mjs and, recursively, the project files it imports (Next comes from .next/standalone).
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      expect(existsSync(path.join(root, file)), file).toBe(true);
      const source = readFileSync(path.join(root, file), "utf8");
      for (const m of source.matchAll(/^import[^"']*["'](\.{1,2}\/[^"']+)["']/gm))
        visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
      expect(source, `${file} imports packages from node_modules, which the host does not have`).not.toMatch(
        /^import[^"']*["'](?!node:|\.)[^"']+["']/m,
      );
    };
    visit(entry!);
    // start.mjs and at least the log format it imports: the walk followed its imports.
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect([...seen].filter((f) => !included(f))).toEqual([]);
  });
});
