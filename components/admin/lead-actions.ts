"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { leadInbox } from "@/lib/admin/lead-inbox";
import { getAdmin } from "@/lib/auth/session";

const retrySchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The inbox's retry button: puts a failed lead back in the delivery queue. Administrators only. */
export async function retryLead(formData: FormData): Promise<void> {
  const admin = await getAdmin();
  if (!admin) redirect("/admin/leads");
  const parsed = retrySchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) return;
  const queued = await leadInbox().retry(parsed.data.id);
  console.info(`[admin] ${admin.email} asked to retry lead ${parsed.data.id}: ${queued ? "queued" : "not a failed lead"}`);
  revalidatePath("/admin/leads");
}
