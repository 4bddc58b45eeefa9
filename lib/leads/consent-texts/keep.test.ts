import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));

// The server keeps the words behind the consent version its leads carry, on the real store of its
// data folder (a SQLite file), and the version is the hash of exactly those words.

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "consent-keep-")),
    DATA_BACKEND: "sqlite",
  });
});
afterAll(async () => {
  (await import("@/lib/platform/db/sqlite")).closeAllDbs();
  (await import("@/lib/platform/store/factory")).resetStores();
  process.env = saved;
});

describe("keepConsentText", () => {
  it("stores the current texts under their version once; the version is their hash", async () => {
    const { keepConsentText } = await import("@/lib/leads/runtime");
    const { consentText, consentVersion } = await import("@/lib/leads/consents");
    const { consentTextStore } = await import("./store");
    const { createHash } = await import("node:crypto");
    await keepConsentText();
    await keepConsentText();
    const kept = await (await consentTextStore()).get(consentVersion());
    expect(kept?.text).toBe(consentText());
    expect(kept?.text).toContain("마케팅 정보 수신 동의 (선택)");
    expect(`c-${createHash("sha256").update(kept!.text).digest("base64url").slice(0, 12)}`).toBe(consentVersion());
  });
});
