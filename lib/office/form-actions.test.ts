import { beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
vi.mock("@/lib/staff/auth/session", async () => {
  class AdminRequiredError extends Error {}
  return { getAdmin: vi.fn(), requireAdmin: vi.fn(), AdminRequiredError };
});
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
}));
vi.mock("@/lib/staff/access", async (original) => ({
  ...(await original<object>()),
  recordAccess: vi.fn(async () => undefined),
  recordRefusal: vi.fn(async () => undefined),
}));
const outbox = { retryAllFailed: vi.fn() };
vi.mock("@/lib/leads/runtime", async (original) => ({ ...(await original<object>()), leadOutbox: () => outbox }));
const inbox = { retry: vi.fn(), remove: vi.fn(), get: vi.fn() };
const desk = { courses: vi.fn(), change: vi.fn() };
vi.mock("@/lib/leads/desk", async (original) => ({ ...(await original<object>()), leadDesk: async () => desk }));
vi.mock("@/lib/leads/desk/accounts", () => ({
  deskAccounts: async () => [{ email: "staff@example.com" }, { email: "lee@example.com" }],
}));
vi.mock("@/lib/office/lead-inbox", async (original) => ({ ...(await original<object>()), leadInbox: () => inbox }));
const store = { cancel: vi.fn(), reopenSlot: vi.fn(), closeSlot: vi.fn(), markAttendance: vi.fn(), get: vi.fn() };
const sms = { outbox: { cancelPending: vi.fn() } };
vi.mock("@/lib/visits/runtime", async (original) => ({
  ...(await original<object>()),
  visitDeps: async () => ({ store, sms }),
}));

import { AdminRequiredError, getAdmin, requireAdmin, type Admin } from "@/lib/staff/auth/session";
import { recordAccess, recordRefusal } from "@/lib/staff/access";
import { retryAllFailed } from "./dashboard-actions";
import { deleteLead, retryLead } from "./lead-actions";
import { cancelVisitAsAdmin, markVisitAttendance, setVisitSlotOpen } from "@/lib/office/visit-actions";
import { saveLeadCourse } from "@/lib/office/desk-actions";
import { untouched } from "@/lib/leads/desk/course";
import { form, ending } from "@/test-support/action-forms";

// The administrator's form actions (dashboard, lead inbox, visit bookings): what they do without a
// form, without a session, on refused input, and on valid input.

const ADMIN: Admin = { email: "admin@example.com", role: "admin" };
const STAFF: Admin = { email: "staff@example.com", role: "staff", name: "김상담", userId: "u-1" };
const ID = "0b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b11";

function signIn(admin: Admin | null) {
  vi.mocked(getAdmin).mockResolvedValue(admin);
  vi.mocked(requireAdmin).mockImplementation(async () => {
    if (!admin) throw new AdminRequiredError();
    return admin;
  });
}

const touched = () =>
  [
    outbox.retryAllFailed,
    inbox.retry,
    inbox.remove,
    desk.change,
    store.cancel,
    store.reopenSlot,
    store.closeSlot,
    store.markAttendance,
  ].some((fn) => fn.mock.calls.length > 0);

beforeEach(() => {
  vi.clearAllMocks();
  outbox.retryAllFailed.mockResolvedValue(3);
  inbox.retry.mockResolvedValue(true);
  inbox.remove.mockResolvedValue({ lead: true, bookings: 1, messages: 2 });
  store.cancel.mockResolvedValue({ ok: true, changed: true });
  store.markAttendance.mockResolvedValue({ ok: true, booking: { id: "V-1234-5678", leadId: ID } });
  store.get.mockResolvedValue({ id: "V-1234-5678", leadId: ID, status: "active" });
  sms.outbox.cancelPending.mockResolvedValue(undefined);
  inbox.get.mockResolvedValue({ id: ID, createdAt: new Date("2026-11-27T00:00:00Z") });
  desk.courses.mockResolvedValue(new Map());
  desk.change.mockResolvedValue({ course: untouched(ID, new Date()), events: [{ kind: "stage", value: "called" }] });
});

/** The lead `ID` as assigned to `assignee`. */
const assignedTo = (assignee: string) =>
  new Map([[ID, { ...untouched(ID, new Date("2026-11-27T00:00:00Z")), assignee }]]);
const course = (fields: Record<string, string>) =>
  form({ id: ID, stage: "called", assignee: "", nextCallOn: "", note: "", ...fields });

describe("administrator form actions", () => {
  const valid = (): [(f: FormData) => Promise<void>, FormData][] => [
    [retryAllFailed, form({})],
    [retryLead, form({ id: "L-1" })],
    [deleteLead, form({ id: ID })],
    [cancelVisitAsAdmin, form({ id: "V-1234-5678", date: "2026-12-01" })],
    [setVisitSlotOpen, form({ slot: "2026-12-01T10:00", open: "0" })],
    [markVisitAttendance, form({ id: "V-1234-5678", date: "2026-12-01", attendance: "arrived" })],
  ];

  it("do nothing for anything but a form", async () => {
    signIn(ADMIN);
    for (const [action] of valid()) expect(await ending(action({ id: ID } as unknown as FormData))).toBeNull();
    expect(touched()).toBe(false);
  });

  it("send a request without a session to their page", async () => {
    signIn(null);
    const pages = await Promise.all(valid().map(([action, data]) => ending(action(data))));
    expect(pages).toEqual([
      "/admin",
      "/admin/leads",
      "/admin/leads",
      "/admin/visits",
      "/admin/visits",
      "/admin/visits",
    ]);
    expect(touched()).toBe(false);
  });

  it("refuse a staff member every action that needs an administrator, before touching anything", async () => {
    signIn(STAFF);
    // Each is sent back to its page, as a request without the role.
    expect(await ending(retryAllFailed(form({})))).toBe("/admin");
    expect(await ending(deleteLead(form({ id: ID })))).toBe("/admin/leads");
    expect(await ending(setVisitSlotOpen(form({ slot: "2026-12-01T10:00", open: "0" })))).toBe("/admin/visits");
    expect(touched()).toBe(false);
    expect(recordAccess).not.toHaveBeenCalled();
    // Nothing was done; each refusal is recorded, with what it needed.
    expect(vi.mocked(recordRefusal).mock.calls).toEqual(Array(3).fill([STAFF, "save-refused", "needs admin"]));
  });

  it("let a staff member work the leads and the bookings", async () => {
    signIn(STAFF);
    expect(await ending(retryLead(form({ id: "L-1" })))).toBeNull();
    expect(inbox.retry).toHaveBeenCalledWith("L-1");
    expect(await ending(cancelVisitAsAdmin(form({ id: "V-1234-5678", date: "2026-12-01" })))).toBe(
      "/admin/visits?day=2026-12-01&done=cancelled",
    );
    expect(
      await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "arrived" }))),
    ).toBe("/admin/visits?day=2026-12-01&done=attendance-arrived#V-1234-5678");
    expect(store.markAttendance).toHaveBeenCalledWith("V-1234-5678", "arrived");
    // The booking's lead goes to 방문 완료 by the staff member, not counted as a call.
    expect(desk.change).toHaveBeenCalledWith(
      expect.objectContaining({ leadId: ID, actor: "staff@example.com", stage: "visited", isCall: false }),
    );
    // Each change is in the access records, under the staff member's account.
    expect(vi.mocked(recordAccess).mock.calls.map(([who, action, what]) => [who.email, action, what?.targets])).toEqual(
      [
        ["staff@example.com", "lead-retry", ["L-1"]],
        ["staff@example.com", "visit-cancel", ["V-1234-5678"]],
        ["staff@example.com", "visit-attendance", ["V-1234-5678"]],
      ],
    );
  });

  it("keep a staff member to the bookings of their own and unassigned leads", async () => {
    signIn(STAFF);
    desk.courses.mockResolvedValue(assignedTo("lee@example.com"));
    expect(await ending(cancelVisitAsAdmin(form({ id: "V-1234-5678", date: "2026-12-01" })))).toBe(
      "/admin/visits?day=2026-12-01&done=forbidden",
    );
    expect(
      await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "arrived" }))),
    ).toBe("/admin/visits?day=2026-12-01&done=forbidden");
    expect(store.cancel).not.toHaveBeenCalled();
    expect(store.markAttendance).not.toHaveBeenCalled();
    expect(vi.mocked(recordRefusal).mock.calls).toEqual(
      Array(2).fill([STAFF, "save-refused", "visit V-1234-5678 is another's lead"]),
    );
    // Their own lead's booking: done.
    desk.courses.mockResolvedValue(assignedTo("staff@example.com"));
    expect(await ending(cancelVisitAsAdmin(form({ id: "V-1234-5678", date: "2026-12-01" })))).toBe(
      "/admin/visits?day=2026-12-01&done=cancelled",
    );
  });

  it("keep a staff member to the leads that are theirs or unassigned, and to assigning themselves", async () => {
    signIn(STAFF);
    desk.courses.mockResolvedValue(assignedTo("lee@example.com"));
    // Someone else's lead: neither a retry nor a save touches it; the refused retry is recorded.
    expect(await ending(retryLead(form({ id: ID })))).toBeNull();
    expect(await ending(saveLeadCourse(course({ assignee: "lee@example.com", note: "제가 통화했습니다" })))).toBe(
      `/admin/leads/${ID}?saved=forbidden`,
    );
    expect(touched()).toBe(false);
    expect(vi.mocked(recordAccess).mock.calls.map(([, action, what]) => [action, what?.detail])).toEqual([
      ["lead-retry", "forbidden"],
    ]);
    // An unassigned lead: a staff member may not hand it to a colleague, but may take it.
    desk.courses.mockResolvedValue(new Map());
    expect(await ending(saveLeadCourse(course({ assignee: "lee@example.com" })))).toBe(
      `/admin/leads/${ID}?saved=assignee`,
    );
    expect(desk.change).not.toHaveBeenCalled();
    expect(await ending(saveLeadCourse(course({ assignee: "Staff@example.com", note: "오후 통화" })))).toBe(
      `/admin/leads/${ID}?saved=1`,
    );
    expect(desk.change).toHaveBeenCalledWith(
      expect.objectContaining({
        leadId: ID,
        actor: "staff@example.com",
        stage: "called",
        assignee: "staff@example.com",
        note: "오후 통화",
      }),
    );
    // Their own lead: the retry goes through.
    desk.courses.mockResolvedValue(assignedTo("staff@example.com"));
    expect(await ending(retryLead(form({ id: ID })))).toBeNull();
    expect(inbox.retry).toHaveBeenCalledWith(ID);
  });

  it("let an administrator assign a lead to any account, and to nobody else", async () => {
    signIn(ADMIN);
    desk.courses.mockResolvedValue(assignedTo("staff@example.com"));
    expect(await ending(saveLeadCourse(course({ assignee: "nobody@example.com" })))).toBe(
      `/admin/leads/${ID}?saved=assignee`,
    );
    expect(desk.change).not.toHaveBeenCalled();
    expect(await ending(saveLeadCourse(course({ assignee: "lee@example.com" })))).toBe(`/admin/leads/${ID}?saved=1`);
    expect(desk.change).toHaveBeenCalledWith(
      expect.objectContaining({ actor: "admin@example.com", assignee: "lee@example.com" }),
    );
  });

  it("answer refused input without touching the stores", async () => {
    signIn(ADMIN);
    expect(await ending(retryLead(form({ id: " " })))).toBeNull();
    expect(await ending(deleteLead(form({ id: "not-a-uuid", form: "visit", from: "2026-01-01" })))).toBe(
      "/admin/leads?form=visit&from=2026-01-01&deleted=invalid",
    );
    expect(await ending(deleteLead(form({ id: "x", from: "junk" })))).toBe("/admin/leads?deleted=invalid");
    expect(await ending(cancelVisitAsAdmin(form({ id: "V-1", date: "2026-12-01" })))).toBe(
      "/admin/visits?done=invalid",
    );
    expect(await ending(setVisitSlotOpen(form({ slot: "2026-12-01T10:00", open: "2" })))).toBe(
      "/admin/visits?done=invalid",
    );
    expect(await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "late" })))).toBe(
      "/admin/visits?done=invalid",
    );
    expect(touched()).toBe(false);
  });

  it("act on valid input", async () => {
    signIn(ADMIN);
    expect(await ending(retryAllFailed(form({})))).toBe("/admin?retried=3");
    expect(await ending(retryLead(form({ id: " L-1 " })))).toBeNull();
    expect(inbox.retry).toHaveBeenCalledWith("L-1");
    expect(await ending(deleteLead(form({ id: ID, form: "visit" })))).toBe("/admin/leads?form=visit&deleted=1");
    expect(inbox.remove).toHaveBeenCalledWith(ID);
    expect(await ending(cancelVisitAsAdmin(form({ id: "V-1234-5678", date: "2026-12-01" })))).toBe(
      "/admin/visits?day=2026-12-01&done=cancelled",
    );
    expect(sms.outbox.cancelPending).toHaveBeenCalledWith("V-1234-5678");
    expect(await ending(setVisitSlotOpen(form({ slot: "2026-12-01T10:00", open: "1" })))).toBe(
      "/admin/visits?day=2026-12-01&done=reopened",
    );
    expect(store.reopenSlot).toHaveBeenCalledWith("2026-12-01T10:00");
    expect(
      await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "no-show" }))),
    ).toBe("/admin/visits?day=2026-12-01&done=attendance-no-show#V-1234-5678");
    expect(store.markAttendance).toHaveBeenCalledWith("V-1234-5678", "no-show");
    expect(
      await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "clear" }))),
    ).toBe("/admin/visits?day=2026-12-01&done=attendance-clear#V-1234-5678");
    expect(store.markAttendance).toHaveBeenLastCalledWith("V-1234-5678", null);
    store.markAttendance.mockResolvedValue({ ok: false, reason: "cancelled" });
    expect(
      await ending(markVisitAttendance(form({ id: "V-1234-5678", date: "2026-12-01", attendance: "arrived" }))),
    ).toBe("/admin/visits?day=2026-12-01&done=attendance-cancelled#V-1234-5678");
  });
});
