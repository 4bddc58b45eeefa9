import { vi, describe, expect, it } from "vitest";
vi.mock("server-only", () => ({}));
import { storedLead } from "@/test-support/new-lead";
import { untouched, type LeadCourse } from "./course";
import { deskView, matchesSearch, parseDeskQuery } from "./filter";

const at = new Date("2026-11-27T09:00:00Z");
const lead = (id: string, over: Parameters<typeof storedLead>[0] = {}) => storedLead({ id, createdAt: at, ...over });
const course = (leadId: string, over: Partial<LeadCourse>): LeadCourse => ({ ...untouched(leadId, at), ...over });

const leads = [
  lead("a", { name: "김민수", phone: "01012345678", utm: { utm_campaign: "naver-brand" } }),
  lead("b", { name: "이영희", phone: "01098765432", utm: { utm_source: "kakao" } }),
  lead("c", { name: "박철수", phone: "01055556666" }),
];
const courses = new Map([
  ["a", course("a", { stage: "called", assignee: "kim@example.com" })],
  ["b", course("b", { stage: "contracted", assignee: "lee@example.com" })],
]);
const admin = { email: "owner@example.com", role: "admin" as const };
const kim = { email: "kim@example.com", role: "staff" as const };
const ids = (list: { id: string }[]) => list.map((l) => l.id);

describe("the inbox's desk filters", () => {
  it("a staff member sees their own leads and the unassigned ones; an administrator all", () => {
    expect(ids(deskView(leads, courses, {}, admin))).toEqual(["a", "b", "c"]);
    expect(ids(deskView(leads, courses, {}, kim))).toEqual(["a", "c"]);
  });

  it("filters by stage (an untouched lead is new), assignee, campaign and search", () => {
    expect(ids(deskView(leads, courses, { stage: "new" }, admin))).toEqual(["c"]);
    expect(ids(deskView(leads, courses, { stage: "contracted" }, admin))).toEqual(["b"]);
    expect(ids(deskView(leads, courses, { assignee: "me" }, kim))).toEqual(["a"]);
    expect(ids(deskView(leads, courses, { assignee: "none" }, admin))).toEqual(["c"]);
    expect(ids(deskView(leads, courses, { assignee: "LEE@example.com" }, admin))).toEqual(["b"]);
    expect(ids(deskView(leads, courses, { campaign: "naver-brand" }, admin))).toEqual(["a"]);
    expect(ids(deskView(leads, courses, { campaign: "kakao" }, admin))).toEqual(["b"]);
    expect(ids(deskView(leads, courses, { q: "영희" }, admin))).toEqual(["b"]);
    expect(ids(deskView(leads, courses, { q: "5678" }, admin))).toEqual(["a"]);
    expect(ids(deskView(leads, courses, { q: "010-9876" }, admin))).toEqual(["b"]);
  });

  it("a search needs three digits to match a phone, and digits mixed with letters match names only", () => {
    expect(matchesSearch({ name: "김민수", phone: "01012345678" }, "12")).toBe(false);
    expect(matchesSearch({ name: "김민수", phone: "01012345678" }, "김1234")).toBe(false);
  });

  it("parses the query with zod: an unknown stage is refused, empty fields are absent", () => {
    expect(parseDeskQuery({ stage: "won" }).success).toBe(false);
    expect(parseDeskQuery({ stage: "called", assignee: "", q: " 김 " }).data).toEqual({ stage: "called", q: "김" });
    expect(parseDeskQuery({ q: "x".repeat(51) }).success).toBe(false);
  });
});
