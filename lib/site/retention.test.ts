import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_YEARS } from "@/lib/site/content/lead-copy";
import { personalDataRetention, retentionCutoffFor, VITALS_RETENTION_DAYS, vitalsCutoff } from "./retention";

describe("the retention table", () => {
  it("keeps every kind of personal data the period the consent boxes state", () => {
    expect(personalDataRetention.map((r) => r.key)).toEqual(["leads", "bookings", "smsRecords"]);
    for (const r of personalDataRetention) expect(r.years).toBe(LEAD_RETENTION_YEARS);
  });

  it("gives the purges their cutoffs", () => {
    const now = new Date("2027-03-02T03:00:00Z");
    expect(retentionCutoffFor("bookings", now)).toEqual(new Date(`${2027 - LEAD_RETENTION_YEARS}-03-02T03:00:00Z`));
    expect(vitalsCutoff(now)).toEqual(new Date(now.getTime() - VITALS_RETENTION_DAYS * 86_400_000));
  });

  it("is what the docs say (they name the constants with their values)", () => {
    const readme = ["README.md", "docs/security.md", "docs/architecture.md"]
      .map((f) => readFileSync(path.resolve(__dirname, "../..", f), "utf8"))
      .join("\n");
    expect(readme).toContain(`\`LEAD_RETENTION_YEARS\` (${LEAD_RETENTION_YEARS})`);
    expect(readme).toContain(`\`VITALS_RETENTION_DAYS\` (${VITALS_RETENTION_DAYS}`);
    expect(readme).toContain(`vitals days past ${VITALS_RETENTION_DAYS}`);
  });
});
