"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { leadQueryString, parseLeadQuery } from "@/lib/office/lead-filter";
import { leadInbox } from "@/lib/office/lead-inbox";
import { recordAccess, adminFormAction } from "@/lib/staff";
import { leadDesk, mayWork } from "@/lib/leads";

const retrySchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The inbox's retry button: puts a failed lead back in the delivery queue. Staff and administrators;
 * a staff member only on a lead they may work (theirs or unassigned, lib/leads/desk/access.ts), as the inbox shows them.
 */
export const retryLead = adminFormAction(
  { role: "staff", schema: retrySchema, page: "/admin/leads" },
  async (data, admin) => {
    if (admin.role !== "admin" && !mayWork(admin, (await (await leadDesk()).courses([data.id])).get(data.id))) {
      await recordAccess(admin, "lead-retry", { targets: [data.id], detail: "forbidden" });
      log.info(`[admin] ${admin.email} may not retry lead ${data.id}: assigned to someone else`);
      return;
    }
    const queued = await leadInbox().retry(data.id);
    await recordAccess(admin, "lead-retry", { targets: [data.id], detail: queued ? "queued" : "not-failed" });
    log.info(`[admin] ${admin.email} asked to retry lead ${data.id}: ${queued ? "queued" : "not a failed lead"}`);
    revalidatePath("/admin/leads");
  },
);

const deleteSchema = z.object({ id: z.uuid() });

/**
 * The inbox's confirmed delete (a withdrawal of consent, or a request to erase): removes one lead,
 * its idempotency record, its visit bookings and their SMS records for good (lib/privacy/erase.ts),
 * then shows the same view with a notice. Administrators only (not staff);
 * the confirmation is the page's ?delete=<id> panel, which holds the only form that posts here.
 */
export const deleteLead = adminFormAction(
  {
    role: "admin",
    schema: deleteSchema,
    page: "/admin/leads",
    invalid: (_error, formData) => redirect(`/admin/leads${withParam(backQuery(formData), "deleted", "invalid")}`),
  },
  async (data, admin, formData) => {
    const erased = await leadInbox().remove(data.id);
    await recordAccess(admin, "lead-erase", {
      targets: [data.id],
      detail: `lead=${erased.lead ? 1 : 0} bookings=${erased.bookings} messages=${erased.messages}`,
    });
    const removed = erased.lead || erased.bookings > 0;
    // Counts only: the administrator is named, the visitor is not.
    log.info(
      `[admin] ${admin.email} erased a lead: ${erased.lead ? 1 : 0} lead, ${erased.bookings} visit booking(s), ${erased.messages} SMS record(s)`,
    );
    revalidatePath("/admin/leads");
    redirect(`/admin/leads${withParam(backQuery(formData), "deleted", removed ? "1" : "0")}`);
  },
);

/** The inbox view the delete was made from (its filter fields), to go back to. */
function backQuery(formData: FormData): string {
  const view = parseLeadQuery({
    form: str(formData.get("form")),
    from: str(formData.get("from")),
    to: str(formData.get("to")),
  });
  return view.ok ? leadQueryString(view.query) : "";
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

function withParam(query: string, key: string, value: string): string {
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `?${params.toString()}`;
}
