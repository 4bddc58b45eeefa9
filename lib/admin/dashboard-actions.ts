"use server";

import "server-only";
import { log } from "@/lib/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { leadOutbox } from "@/lib/leads";
import { AdminRequiredError, requireAdmin } from "@/lib/auth/session";

/** The dashboard's "retry all failed": every failed lead back in the delivery queue. Administrators only. */
export async function retryAllFailed(formData: FormData): Promise<void> {
  // A crafted action request can send any argument list: anything but the form does nothing.
  if (!(formData instanceof FormData)) return;
  let admin;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof AdminRequiredError) redirect("/admin");
    throw error;
  }
  const queued = await leadOutbox().retryAllFailed();
  log.info(`[admin] ${admin.email} queued all failed leads again: ${queued}`);
  revalidatePath("/admin");
  redirect(`/admin?retried=${queued}`);
}
