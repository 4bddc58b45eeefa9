import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { exportReasonText, readExportRequest } from "./export-request";

// An export's POST as the inbox's form sends it, and what is refused before any lead is read.

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/admin/leads/export.csv", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

describe("readExportRequest", () => {
  it("takes the view's filter and a listed reason", async () => {
    const asked = await readExportRequest(post("form=visit&from=2026-11-01&to=2026-11-30&reason=consult&note="));
    expect(asked).toMatchObject({
      ok: true,
      lead: { ok: true, query: { form: "visit", from: "2026-11-01", to: "2026-11-30" } },
      reason: "상담 배정·회신",
    });
  });

  it("refuses no reason, an unknown one, and 기타 without its note", async () => {
    for (const body of ["", "reason=", "reason=because", "reason=other", "reason=other&note=+"]) {
      const asked = await readExportRequest(post(body));
      expect(asked.ok, body).toBe(false);
      expect(!asked.ok && asked.status, body).toBe(400);
    }
  });

  it("keeps 기타's note with its digits masked, so no phone number lands in the record", async () => {
    const asked = await readExportRequest(post(`reason=other&note=${encodeURIComponent("010-1234-5678 고객 요청")}`));
    expect(asked.ok && asked.reason).toBe("기타: ***-****-**** 고객 요청");
    expect(exportReasonText("audit")).toBe("점검·감사");
  });

  it("refuses a post another site's page sent, a bad filter, and a body that is not the form's", async () => {
    const cross = await readExportRequest(post("reason=audit", { origin: "https://evil.example" }));
    expect(cross).toMatchObject({ ok: false, status: 403 });
    const fetchSite = await readExportRequest(post("reason=audit", { "sec-fetch-site": "cross-site" }));
    expect(fetchSite).toMatchObject({ ok: false, status: 403 });
    expect(await readExportRequest(post("reason=audit&form=nope"))).toMatchObject({ ok: false, status: 400 });
    const json = await readExportRequest(post('{"reason":"audit"}', { "content-type": "application/json" }));
    expect(json).toMatchObject({ ok: false, status: 415 });
    expect(await readExportRequest(post(`reason=audit&note=${"x".repeat(5000)}`))).toMatchObject({
      ok: false,
      status: 413,
    });
  });
});
