import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { parseEnv } from "@/lib/env";
import { authModeOf, signInSetupOf } from "./config";

const hash = "scrypt$32768$8$1$c2FsdHNhbHQ$aGFzaGhhc2g";

describe("auth mode", () => {
  it("is embedded by default, Firebase with Firestore, and AUTH_BACKEND overrides both", () => {
    expect(authModeOf(parseEnv({}))).toBe("embedded");
    expect(authModeOf(parseEnv({ DATA_BACKEND: "firestore" }))).toBe("firebase");
    expect(authModeOf(parseEnv({ DATA_BACKEND: "firestore", AUTH_BACKEND: "embedded" }))).toBe("embedded");
    expect(authModeOf(parseEnv({ AUTH_BACKEND: "firebase" }))).toBe("firebase");
  });
});

describe("signInSetupOf", () => {
  it("disables sign-in when no administrator is configured: there is no default password", () => {
    for (const source of [
      {},
      { ADMIN_EMAIL: "admin@example.com" },
      { ADMIN_PASSWORD: "pw" },
      { ADMIN_PASSWORD_HASH: hash },
    ]) {
      const setup = signInSetupOf(parseEnv(source));
      expect(setup.enabled).toBe(false);
      if (!setup.enabled) expect(setup.reason).toMatch(/관리자 로그인이 아직 설정되지 않아/);
    }
  });

  it("prefers the hash over a plain password", () => {
    const setup = signInSetupOf(
      parseEnv({ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "plain", ADMIN_PASSWORD_HASH: hash }),
    );
    expect(setup).toEqual({
      mode: "embedded",
      enabled: true,
      credentials: { email: "admin@example.com", kind: "hash", hash },
    });
  });

  it("accepts a plain password in every mode", () => {
    for (const NODE_ENV of ["development", "production"]) {
      const setup = signInSetupOf(
        parseEnv({
          NODE_ENV,
          ADMIN_EMAIL: "admin@example.com",
          ADMIN_PASSWORD: "plain",
          SESSION_SECRET: "s".repeat(32),
        }),
      );
      expect(setup).toMatchObject({ enabled: true, credentials: { kind: "plain", password: "plain" } });
    }
  });

  it("refuses to sign sessions in production without SESSION_SECRET, and says why to the operator", () => {
    const setup = signInSetupOf(
      parseEnv({ NODE_ENV: "production", ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD_HASH: hash }),
    );
    expect(setup.enabled).toBe(false);
    if (!setup.enabled) expect(setup.operatorHint).toMatch(/SESSION_SECRET/);
    expect(
      signInSetupOf(parseEnv({ NODE_ENV: "development", ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD_HASH: hash }))
        .enabled,
    ).toBe(true);
  });

  it("gives the browser Firebase's public config, with the emulator when one is set", () => {
    expect(
      signInSetupOf(
        parseEnv({
          AUTH_BACKEND: "firebase",
          FIREBASE_PROJECT_ID: "demo-x",
          FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        }),
      ),
    ).toEqual({
      mode: "firebase",
      enabled: true,
      web: { apiKey: "demo-api-key", authDomain: undefined, projectId: "demo-x", emulatorUrl: "http://127.0.0.1:9099" },
    });
    expect(
      signInSetupOf(
        parseEnv({
          AUTH_BACKEND: "firebase",
          FIREBASE_PROJECT_ID: "p",
          FIREBASE_API_KEY: "k",
          FIREBASE_AUTH_DOMAIN: "p.firebaseapp.com",
        }),
      ),
    ).toMatchObject({
      enabled: true,
      web: { apiKey: "k", authDomain: "p.firebaseapp.com", projectId: "p", emulatorUrl: undefined },
    });
    expect(signInSetupOf(parseEnv({ AUTH_BACKEND: "firebase", FIREBASE_PROJECT_ID: "p" })).enabled).toBe(false);
  });
});
