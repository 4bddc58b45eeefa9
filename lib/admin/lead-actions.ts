"use server";

import "server-only";
import { log } from "@/lib/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { leadQueryString, parseLeadQuery } from "@/lib/admin/lead-filter";
import { leadInbox } from "@/lib/admin/lead-inbox";
import { AdminRequiredError, getAdmin, requireAdmin } from "@/lib/auth/session";

const retrySchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The inbox's retry button: puts a failed lead back in the delivery queue. Administrators only. */
export async function retryLead(formData: FormData): Promise<void> {
  // A crafted action request can send any argument list: anything but the form does nothing.
  if (!(formData instanceof FormData)) return;
  const admin = await getAdmin();
  if (!admin) redirect("/admin/leads");
  const parsed = retrySchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) return;
  const queued = await leadInbox().retry(parsed.data.id);
  log.info(`[admin] ${admin.email} asked to retry lead ${parsed.data.id}: ${queued ? "queued" : "not a failed lead"}`);
  revalidatePath("/admin/leads");
}

const deleteSchema = z.object({ id: z.uuid() });

/**
 * The inbox's confirmed delete (a withdrawal of consent, or a request to erase): removes one lead,
 * its idempotency record, its visit bookings and their SMS records for good (lib/privacy/erase.ts),
 * then shows the same view with a notice. Administrators only;
 * the confirmation is the page's ?delete=<id> panel, which holds the only form that posts here.
 */
export async function deleteLead(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return;
  let admin;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof AdminRequiredError) redirect("/admin/leads");
    throw error;
  }
  const view = parseLeadQuery({ form: str(formData.get("form")), from: str(formData.get("from")), to: str(formData.get("to")) });
  const back = view.ok ? leadQueryString(view.query) : "";
  const parsed = deleteSchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) redirect(`/admin/leads${withParam(back, "deleted", "invalid")}`);
  const erased = await leadInbox().remove(parsed.data.id);
  const removed = erased.lead || erased.bookings > 0;
  // Counts only: the administrator is named, the visitor is not.
  log.info(`[admin] ${admin.email} erased a lead: ${erased.lead ? 1 : 0} lead, ${erased.bookings} visit booking(s), ${erased.messages} SMS record(s)`);
  revalidatePath("/admin/leads");
  redirect(`/admin/leads${withParam(back, "deleted", removed ? "1" : "0")}`);
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

function withParam(query: string, key: string, value: string): string {
  const params = new URLSearchParams(query);
  params.set(key, value);
  return `?${params.toString()}`;
}
