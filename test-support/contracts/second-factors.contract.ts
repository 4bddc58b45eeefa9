import { describe, expect, it } from "vitest";
import type { SecondFactor, SecondFactorStore } from "@/lib/staff/second-factor/factors";

// The second-factor store on both stores (SQLite on a real file, Firestore on the real emulator).
// `second` is another instance on the same data: another server taking the same code.

const t0 = new Date("2026-12-02T01:00:00Z");
let n = 0;
const factor = (over: Partial<SecondFactor> = {}): SecondFactor => ({
  email: `person${++n}@example.com`,
  sealedSecret: "v1.nonce.tag.body",
  recoveryHashes: ["h1", "h2", "h3"],
  lastStep: 1000,
  enrolledAt: t0,
  ...over,
});

export function secondFactorsContract(
  name: string,
  open: () => Promise<{ first: SecondFactorStore; second: () => SecondFactorStore }>,
) {
  describe(`second factors: ${name}`, () => {
    it("keeps the first enrollment of an account, whatever the case of its address", async () => {
      const { first, second } = await open();
      const f = factor();
      expect(await first.get(f.email)).toBeNull();
      expect(await first.enroll(f)).toBe(true);
      expect(await second().enroll({ ...f, email: f.email.toUpperCase(), sealedSecret: "other" })).toBe(false);
      expect(await second().get(` ${f.email.toUpperCase()} `)).toEqual(f);
    });

    it("accepts each time step once, and never an older one, across instances", async () => {
      const { first, second } = await open();
      const f = factor();
      await first.enroll(f);
      expect(await first.useStep(f.email, 1000)).toBe(false);
      const racing = await Promise.all([first.useStep(f.email, 1001), second().useStep(f.email, 1001)]);
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect(await second().useStep(f.email, 1000)).toBe(false);
      expect(await second().useStep(f.email, 1003)).toBe(true);
      expect((await first.get(f.email))?.lastStep).toBe(1003);
      expect(await first.useStep("nobody@example.com", 5000)).toBe(false);
    });

    it("spends a recovery code once, leaving the others", async () => {
      const { first, second } = await open();
      const f = factor();
      await first.enroll(f);
      const racing = await Promise.all([first.useRecoveryCode(f.email, "h2"), second().useRecoveryCode(f.email, "h2")]);
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect(await first.useRecoveryCode(f.email, "h2")).toBe(false);
      expect(await first.useRecoveryCode(f.email, "nope")).toBe(false);
      expect(await first.useRecoveryCode("nobody@example.com", "h1")).toBe(false);
      expect((await second().get(f.email))?.recoveryHashes).toEqual(["h1", "h3"]);
    });

    it("forgets an enrollment on reset, so the account can enroll again", async () => {
      const { first, second } = await open();
      const f = factor();
      await first.enroll(f);
      expect(await second().reset(f.email)).toBe(true);
      expect(await first.reset(f.email)).toBe(false);
      expect(await first.get(f.email)).toBeNull();
      expect(await first.enroll({ ...f, sealedSecret: "new" })).toBe(true);
      expect((await second().get(f.email))?.sealedSecret).toBe("new");
    });
  });
}
