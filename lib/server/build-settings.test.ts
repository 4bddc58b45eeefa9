import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { buildSettingsRecord, RECORDED_VARIABLES } from "@/lib/build-settings.mjs";
import { BUILD_TIME_VARIABLES, DEFAULT_COMPLEX, ENV_VARIABLES, parseEnv, SECRET_VARIABLES } from "@/lib/env";
import {
  BUILD_SETTINGS,
  buildRefusal,
  checkBuildSettings,
  OWN_STORE_SETTINGS,
  recordedBuildSettings,
} from "./build-settings";

type Vars = Record<string, string | undefined>;

/** A production server with `run` against a build made with `build` (the record next.config.ts writes). */
const check = (build: Vars, run: Vars, ownStore = false) =>
  checkBuildSettings(parseEnv({ NODE_ENV: "production", ...run }), buildSettingsRecord(build), ownStore);
const refusal = (build: Vars, run: Vars) => check(build, run).refusal;

describe("the build's record", () => {
  it("holds the recorded variables the build's environment sets, and nothing else (no credential)", () => {
    const record = JSON.parse(
      buildSettingsRecord({
        SITE_URL: "https://www.example.com",
        META_PIXEL_ID: "100200300400500",
        SESSION_SECRET: "s".repeat(40),
        META_CAPI_TOKEN: "t".repeat(30),
        PATH: "/usr/bin",
      }),
    );
    expect(record).toEqual({ SITE_URL: "https://www.example.com", META_PIXEL_ID: "100200300400500" });
    expect(buildSettingsRecord({})).toBe("{}");
  });

  it("records only variables lib/env.ts parses, none of them a credential, every build-time one among them", () => {
    expect(RECORDED_VARIABLES.filter((v) => !(ENV_VARIABLES as readonly string[]).includes(v))).toEqual([]);
    expect(RECORDED_VARIABLES.filter((v) => (SECRET_VARIABLES as readonly string[]).includes(v))).toEqual([]);
    expect(BUILD_TIME_VARIABLES.filter((v) => !(RECORDED_VARIABLES as readonly string[]).includes(v))).toEqual([]);
    // What the comparison reads is recorded: every setting's own variable is in the record.
    for (const { name } of BUILD_SETTINGS)
      if (/^[A-Z0-9_]+$/.test(name)) expect(RECORDED_VARIABLES as readonly string[], name).toContain(name);
  });

  it("no record (the sources run: vitest, next dev) is no check; a broken one is refused with what to do", () => {
    expect(recordedBuildSettings(undefined)).toBeNull();
    expect(checkBuildSettings(parseEnv({ NODE_ENV: "production", SITE_URL: "https://x.example" }), undefined)).toEqual({
      refusal: null,
      allowed: [],
    });
    expect(() => recordedBuildSettings("not json")).toThrow(/cannot be read: build again \(`npm run build`\)/);
    expect(() => recordedBuildSettings('{"SITE_URL": 3}')).toThrow(/cannot be read/);
    expect(() => recordedBuildSettings('{"DATA_BACKEND": "mysql"}')).toThrow(
      /does not parse \(.*DATA_BACKEND.*\): build again/,
    );
  });

  it("outside production nothing is compared (npm run dev builds from the running settings)", () => {
    const e = parseEnv({ NODE_ENV: "development", SITE_URL: "https://other.example" });
    expect(checkBuildSettings(e, buildSettingsRecord({})).refusal).toBeNull();
  });
});

describe("build against run: what counts as the same", () => {
  it("unset and the defaults spelled out are the same build", () => {
    expect(
      refusal(
        {},
        {
          COMPLEX: DEFAULT_COMPLEX,
          SITE_URL: "http://localhost:3000/",
          DATA_BACKEND: "sqlite",
          DEMO_CONTENT: "true",
          AUTH_BACKEND: "embedded",
        },
      ),
    ).toBeNull();
    expect(refusal({ COMPLEX: "", DEMO_CONTENT: "", AUTH_BACKEND: " " }, {})).toBeNull();
    // A public address: demo content is off unless said, so DEMO_CONTENT=false is that address's default.
    const site = { SITE_URL: "https://www.example.com" };
    expect(refusal(site, { ...site, DEMO_CONTENT: "false" })).toBeNull();
    expect(refusal({ ...site, DEMO_CONTENT: "false" }, site)).toBeNull();
  });

  it("settings the build bakes in nothing of do not count: the Firebase settings with embedded sign-in, run-time ones", () => {
    expect(
      refusal({}, { FIREBASE_PROJECT_ID: "demo-logs", FIREBASE_API_KEY: "k", FIREBASE_AUTH_DOMAIN: "x.example" }),
    ).toBeNull();
    expect(
      refusal({}, { LEAD_RATE_LIMIT: "0", TRUSTED_PROXY_HOPS: "2", SECOND_FACTOR: "none", LOG_FORMAT: "text" }),
    ).toBeNull();
    // Firebase mode without its web API key bakes no origin into the policy either way.
    expect(refusal({}, { AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: "p" })).toBeNull();
    // The project id is not in the policy: only whether sign-in is on and where it goes.
    const firebase = { AUTH_BACKEND: "firebase", FIREBASE_API_KEY: "k" };
    expect(refusal({ ...firebase, FIREBASE_PROJECT_ID: "a" }, { ...firebase, FIREBASE_PROJECT_ID: "b" })).toBeNull();
  });
});

describe("build against run: a difference is refused and named", () => {
  it("another SITE_URL: names it with both values, and DEMO_CONTENT that follows from it, on one line", () => {
    const line = refusal({}, { SITE_URL: "https://www.example.com" })!;
    expect(line).toBe(
      "Refusing to start: this build was made with other settings. " +
        "SITE_URL: the build has http://localhost:3000, this server https://www.example.com; " +
        "DEMO_CONTENT: the build has true (unset: from SITE_URL), this server false (unset: from SITE_URL). " +
        "Build again with this server's settings (set them, then `npm run build`), or start it with the build's.",
    );
    expect(line).not.toContain("\n");
    // Said explicitly, demo content on keeps the two in agreement: only SITE_URL differs.
    expect(refusal({}, { SITE_URL: "https://www.example.com", DEMO_CONTENT: "true" })).toMatch(
      /settings\. SITE_URL: the build has http:\/\/localhost:3000, this server https:\/\/www\.example\.com\. Build again/,
    );
  });

  it("COMPLEX, DATA_BACKEND, DEMO_CONTENT, an ad tag, a verification code, the KakaoTalk channel", () => {
    expect(refusal({}, { COMPLEX: "other-complex" })).toMatch(
      new RegExp(`COMPLEX: the build has ${DEFAULT_COMPLEX}, this server other-complex\\.`),
    );
    expect(refusal({}, { DATA_BACKEND: "firestore", AUTH_BACKEND: "embedded" })).toMatch(
      /settings\. DATA_BACKEND: the build has sqlite, this server firestore\. Build again/,
    );
    expect(refusal({}, { DEMO_CONTENT: "false" })).toMatch(
      /DEMO_CONTENT: the build has true \(unset: from SITE_URL\), this server false\./,
    );
    expect(refusal({ META_PIXEL_ID: "100200300400500" }, {})).toMatch(
      /META_PIXEL_ID: the build has 100200300400500, this server unset\./,
    );
    expect(refusal({}, { NAVER_SITE_VERIFICATION: "abc123" })).toMatch(
      /NAVER_SITE_VERIFICATION: the build has unset, this server abc123\./,
    );
    expect(refusal({ KAKAO_CHANNEL_ID: "_AbCdE" }, { KAKAO_CHANNEL_ID: "_XyZ12" })).toMatch(
      /KAKAO_CHANNEL_ID: the build has _AbCdE, this server _XyZ12\./,
    );
  });

  it("Firebase sign-in on at run time but not in the build's policy (or another emulator): named with the origins", () => {
    const firebase = { AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: "presale", FIREBASE_API_KEY: "k" };
    expect(refusal({}, firebase)).toMatch(
      /Firebase sign-in \(AUTH_BACKEND, FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_EMULATOR_HOST: the policy's connect-src\): the build has off, this server https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com\./,
    );
    const emulator = {
      AUTH_BACKEND: "firebase",
      FIREBASE_PROJECT_ID: "demo-x",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    };
    expect(refusal(emulator, emulator)).toBeNull();
    expect(refusal(emulator, { ...emulator, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" })).toMatch(
      /the build has http:\/\/127\.0\.0\.1:9099, this server http:\/\/127\.0\.0\.1:9199\./,
    );
    // DATA_BACKEND=firestore signs in with Firebase unless AUTH_BACKEND says otherwise: both are named.
    const line = refusal({}, { DATA_BACKEND: "firestore", FIREBASE_PROJECT_ID: "presale", FIREBASE_API_KEY: "k" })!;
    expect(line).toMatch(
      /DATA_BACKEND: the build has sqlite, this server firestore; Firebase sign-in .*: the build has off/,
    );
  });

  it("prints no credential, whatever the server's environment holds", () => {
    const secrets = { SESSION_SECRET: "session-secret-".repeat(3), CRON_SECRET: "cron-secret-0123456789" };
    const line = refusal({}, { ...secrets, SITE_URL: "https://www.example.com" })!;
    for (const value of Object.values(secrets)) expect(line).not.toContain(value);
  });

  it("--own-store (the font census) lets the store and the sample articles differ, and nothing else", () => {
    const census = check(
      { DATA_BACKEND: "firestore", AUTH_BACKEND: "embedded", SITE_URL: "https://www.example.com" },
      { DATA_BACKEND: "sqlite", AUTH_BACKEND: "embedded", SITE_URL: "https://www.example.com", DEMO_CONTENT: "true" },
      true,
    );
    expect(census.refusal).toBeNull();
    expect(census.allowed.map((d) => d.name).sort()).toEqual([...OWN_STORE_SETTINGS].sort());
    expect(census.allowed.find((d) => d.name === "DATA_BACKEND")).toEqual({
      name: "DATA_BACKEND",
      build: "firestore",
      run: "sqlite",
    });
    expect(check({}, { DATA_BACKEND: "firestore", AUTH_BACKEND: "embedded" }, false).refusal).toMatch(/DATA_BACKEND/);
    const other = check({}, { DEMO_CONTENT: "false", SITE_URL: "https://www.example.com" }, true);
    expect(other.refusal).toMatch(
      /settings\. SITE_URL: the build has http:\/\/localhost:3000, this server https:\/\/www\.example\.com\. Build/,
    );
    expect(other.allowed.map((d) => d.name)).toEqual(["DEMO_CONTENT"]);
  });

  it("buildRefusal joins the differences in one line", () => {
    expect(
      buildRefusal([
        { name: "A", build: "1", run: "2" },
        { name: "B", build: "x", run: "y" },
      ]),
    ).toMatch(/settings\. A: the build has 1, this server 2; B: the build has x, this server y\. Build again/);
  });
});
