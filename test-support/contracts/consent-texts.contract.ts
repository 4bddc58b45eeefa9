import { describe, expect, it } from "vitest";
import type { ConsentTextStore } from "@/lib/leads/consent-texts/texts";

// The text behind each consent version, on both stores. `second` is another instance on the same data.

const t0 = new Date("2026-12-02T01:00:00Z");

export function consentTextsContract(
  name: string,
  open: () => Promise<{ first: ConsentTextStore; second: () => ConsentTextStore }>,
) {
  describe(`consent texts: ${name}`, () => {
    it("keeps each version's text once: the first text stays, a later write changes nothing", async () => {
      const { first, second } = await open();
      const text = JSON.stringify({ title: "개인정보 수집·이용 동의 (필수)", items: "이름, 연락처" });
      expect(await first.keep({ version: "c-aaaa", text, firstSeenAt: t0 })).toBe(true);
      expect(await second().keep({ version: "c-aaaa", text: "other", firstSeenAt: new Date(t0.getTime() + 1) })).toBe(
        false,
      );
      expect(await second().get("c-aaaa")).toEqual({ version: "c-aaaa", text, firstSeenAt: t0 });
      expect(await first.get("c-none")).toBeNull();
    });
  });
}
