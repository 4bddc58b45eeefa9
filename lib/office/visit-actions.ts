"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { recordAccess, recordRefusal, adminFormAction, type Admin } from "@/lib/staff";
import { workableBookings } from "./visit-scope";
import { visitDeps } from "@/lib/visits";
import { slotIdSchema } from "@/lib/site/content/visit-calendar";

// The administrator's visit bookings (/admin/visits): cancel one booking (frees its place), close a
// slot (takes no new booking; existing ones stay), reopen it. Cancelling and attendance are for staff
// and administrators, opening and closing slots for administrators only (lib/staff/action.ts);
// anything but the page's own forms does nothing.

const cancelSchema = z.object({
  id: z.string().regex(/^V-\d{4}-\d{4}$/, { error: "예약번호 형식이 올바르지 않습니다." }),
  date: z.iso.date(),
});
const slotSchema = z.object({ slot: slotIdSchema, open: z.enum(["0", "1"]) });
const attendanceSchema = z.object({
  id: cancelSchema.shape.id,
  date: z.iso.date(),
  attendance: z.enum(["arrived", "no-show", "clear"]),
});

const invalid = () => redirect("/admin/visits?done=invalid");

/** A staff member may work only the bookings of their own and unassigned leads: else recorded and sent back. */
async function refuseOthers(
  who: Admin,
  id: string,
  date: string,
  store: Awaited<ReturnType<typeof visitDeps>>["store"],
): Promise<void> {
  if (who.role === "admin") return;
  const booking = await store.get(id);
  if (!booking || (await workableBookings(who, [booking])).has(id)) return;
  await recordRefusal(who, "save-refused", `visit ${id} is another's lead`);
  redirect(`/admin/visits?day=${date}&done=forbidden`);
}

export const cancelVisitAsAdmin = adminFormAction(
  { role: "staff", schema: cancelSchema, page: "/admin/visits", invalid },
  async (data, who) => {
    const deps = await visitDeps();
    await refuseOthers(who, data.id, data.date, deps.store);
    const result = await deps.store.cancel(data.id, "admin");
    await recordAccess(who, "visit-cancel", {
      targets: [data.id],
      detail: result.ok ? (result.changed ? "cancelled" : "already") : "missing",
    });
    if (result.ok && result.changed && deps.sms)
      await deps.sms.outbox
        .cancelPending(data.id)
        .catch((e) => log.error("[visit] could not drop unsent SMS", { error: e }));
    log.info(
      `[admin] ${who.email} cancelled visit booking ${data.id}: ${result.ok ? (result.changed ? "cancelled" : "already cancelled") : "no such booking"}`,
    );
    revalidatePath("/admin/visits");
    redirect(`/admin/visits?day=${data.date}&done=${result.ok ? "cancelled" : "missing"}`);
  },
);

/** At the model house: a booked visitor came, did not, or the mark is taken back. */
export const markVisitAttendance = adminFormAction(
  { role: "staff", schema: attendanceSchema, page: "/admin/visits", invalid },
  async (data, who) => {
    const deps = await visitDeps();
    await refuseOthers(who, data.id, data.date, deps.store);
    const result = await deps.store.markAttendance(data.id, data.attendance === "clear" ? null : data.attendance);
    await recordAccess(who, "visit-attendance", {
      targets: [data.id],
      detail: result.ok ? data.attendance : result.reason,
    });
    if (result.ok && data.attendance === "arrived" && result.booking.leadId)
      await moveLeadToVisited(result.booking.leadId, result.booking.id, who.email);
    log.info(
      `[admin] ${who.email} marked visit booking ${data.id} ${data.attendance}: ${result.ok ? "done" : result.reason}`,
    );
    revalidatePath("/admin/visits");
    revalidatePath("/admin");
    redirect(
      `/admin/visits?day=${data.date}&done=${result.ok ? `attendance-${data.attendance}` : result.reason === "cancelled" ? "attendance-cancelled" : "missing"}#${data.id}`,
    );
  },
);

/** The booking's lead goes to 방문 완료 (lib/leads/desk/course.ts arrivalChange); a failure is logged, the mark stays. */
async function moveLeadToVisited(leadId: string, bookingId: string, actor: string): Promise<void> {
  try {
    const [{ arrivalChange, leadDesk }, { leadInbox }] = await Promise.all([
      import("@/lib/leads"),
      import("@/lib/office/lead-inbox"),
    ]);
    const lead = await leadInbox().get(leadId);
    if (!lead) return;
    const desk = await leadDesk();
    const change = arrivalChange(
      (await desk.courses([leadId])).get(leadId),
      lead,
      actor.toLowerCase(),
      new Date(),
      bookingId,
    );
    if (change) await desk.change(change);
  } catch (error) {
    log.error(`[visit] booking ${bookingId} is marked arrived; its lead's stage could not be moved`, { error });
  }
}

export const setVisitSlotOpen = adminFormAction(
  { role: "admin", schema: slotSchema, page: "/admin/visits", invalid },
  async (data, who) => {
    const deps = await visitDeps();
    if (data.open === "1") await deps.store.reopenSlot(data.slot);
    else await deps.store.closeSlot(data.slot);
    log.info(`[admin] ${who.email} ${data.open === "1" ? "reopened" : "closed"} visit slot ${data.slot}`);
    revalidatePath("/admin/visits");
    redirect(`/admin/visits?day=${data.slot.slice(0, 10)}&done=${data.open === "1" ? "reopened" : "closed"}`);
  },
);
