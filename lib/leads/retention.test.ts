import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { captureLog } from "@/test-support/capture-log";
import { consentCopy, LEAD_RETENTION_YEARS, privacyPolicy } from "@/lib/site/content/leads";
import { SqliteLeadOutbox } from "./store/sqlite";
import type { NewLead } from "./outbox";
import { purgeExpiredLeads, retentionCutoff } from "./retention";

const now = new Date("2027-03-02T03:00:00Z");

function lead(consentAt: Date, over: Partial<NewLead> = {}): NewLead {
  return {
    form: "inquiry",
    fields: {
      name: "박보관",
      phone: "01031313131",
      message: "보관 기간 문의",
      birthDate: "900101",
      email: null,
      visitDate: null,
    },
    page: "/",
    referrer: null,
    utm: null,
    consentAt,
    idempotencyKey: null,
    hasDestination: true,
    ...over,
  };
}

afterEach(() => {
  closeAllDbs();
  vi.restoreAllMocks();
});

describe("retention period", () => {
  it("is one constant that the consent box and the privacy policy both state", () => {
    expect(LEAD_RETENTION_YEARS).toBe(1);
    expect(consentCopy.retention).toContain(`동의일로부터 ${LEAD_RETENTION_YEARS}년`);
    expect(privacyPolicy.retentionYears).toBe(LEAD_RETENTION_YEARS);
  });

  it("the cutoff is the same instant, that many years earlier", () => {
    expect(retentionCutoff(now)).toEqual(new Date("2026-03-02T03:00:00Z"));
    expect(retentionCutoff(new Date("2028-02-29T12:00:00Z"))).toEqual(new Date("2027-03-01T12:00:00Z"));
    expect(retentionCutoff(now, 3)).toEqual(new Date("2024-03-02T03:00:00Z"));
  });
});

describe("purgeExpiredLeads (real SQLite file)", () => {
  it("deletes the leads consented more than the period ago and logs counts, never who", async () => {
    const outbox = new SqliteLeadOutbox(
      openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "retention-")), "site.db")),
    );
    const expired = await outbox.add(lead(new Date("2026-03-02T02:59:59.999Z")));
    const kept = await outbox.add(lead(new Date("2026-03-02T03:00:00Z")));
    const captured = captureLog();

    expect(await purgeExpiredLeads(outbox, now)).toEqual({ leads: 1, undelivered: 1 });
    expect(await outbox.get(expired.id)).toBeNull();
    expect(await outbox.get(kept.id)).not.toBeNull();
    expect(captured.entries).toHaveLength(1);
    const { severity, message, line } = captured.entries[0]!;
    expect({ severity, message }).toEqual({
      severity: "INFO",
      message: "[leads] retention: deleted 1 lead(s) whose consent is older than 1 year(s), 1 of them never delivered",
    });
    for (const secret of ["박보관", "01031313131", expired.id]) expect(line).not.toContain(secret);

    // Nothing past the period: nothing deleted, nothing logged.
    expect(await purgeExpiredLeads(outbox, now)).toEqual({ leads: 0, undelivered: 0 });
    expect(captured.entries).toHaveLength(1);
  });
});
