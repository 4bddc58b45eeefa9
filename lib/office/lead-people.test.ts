import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { personNotes } from "./lead-people";
import type { LeadRecord } from "@/lib/leads/outbox";
import { storedLead } from "@/test-support/new-lead";

const at = (m: number) => new Date(Date.UTC(2026, 10, 20, 5, m));
const lead = (id: string, firstLeadId: string | null, minutes: number): LeadRecord =>
  storedLead({ id, firstLeadId, consentAt: at(minutes), createdAt: at(minutes) });

describe("one person, several leads", () => {
  it("marks the first lead with how many share its number, and each later one with the first one's time", () => {
    const notes = personNotes([lead("c", "a", 30), lead("x", null, 20), lead("b", "a", 10), lead("a", null, 2)]);
    expect(notes.get("a")).toBe("같은 연락처로 3건 신청 (이 건이 처음)");
    expect(notes.get("b")).toBe("같은 연락처 재신청 · 첫 신청 2026. 11. 20. 14:02");
    expect(notes.get("c")).toBe("같은 연락처 재신청 · 첫 신청 2026. 11. 20. 14:02");
    expect(notes.has("x")).toBe(false);
  });

  it("says so when the first lead is not among those listed (another period, or erased)", () => {
    expect(personNotes([lead("d", "gone", 5)]).get("d")).toBe("같은 연락처 재신청 · 첫 신청은 이 목록 밖");
  });
});
