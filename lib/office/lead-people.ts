import { formatLeadTime } from "./lead-format";
import type { LeadRecord } from "@/lib/leads";

// One person, several leads: a lead is linked when it comes in to the earliest
// stored lead with the same phone number (LeadRecord.firstLeadId). The inbox marks both ends of
// the link among the leads it shows; nothing is merged or hidden.

/** The inbox's note for each listed lead that shares its phone number with another lead; none for the rest. */
export function personNotes(leads: readonly LeadRecord[]): Map<string, string> {
  const byId = new Map(leads.map((l) => [l.id, l]));
  const groups = new Map<string, number>();
  for (const l of leads) {
    const key = l.firstLeadId ?? l.id;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const notes = new Map<string, string>();
  for (const l of leads) {
    if (l.firstLeadId) {
      const first = byId.get(l.firstLeadId);
      notes.set(
        l.id,
        first
          ? `같은 연락처 재신청 · 첫 신청 ${formatLeadTime(first.createdAt)}`
          : "같은 연락처 재신청 · 첫 신청은 이 목록 밖",
      );
    } else if ((groups.get(l.id) ?? 1) > 1) {
      notes.set(l.id, `같은 연락처로 ${groups.get(l.id)}건 신청 (이 건이 처음)`);
    }
  }
  return notes;
}
