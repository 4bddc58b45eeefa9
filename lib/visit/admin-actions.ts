"use server";

import "server-only";
import { log } from "@/lib/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { AdminRequiredError, requireAdmin } from "@/lib/auth/session";
import { visitDeps } from "@/lib/visit";
import { slotIdSchema } from "@/lib/visit/slots";

// The administrator's visit bookings (/admin/visits): cancel one booking (frees its place), close a
// slot (takes no new booking; existing ones stay), reopen it. Administrators only; anything but the
// page's own forms does nothing.

const cancelSchema = z.object({ id: z.string().regex(/^V-\d{4}-\d{4}$/, { error: "예약번호 형식이 올바르지 않습니다." }), date: z.iso.date() });
const slotSchema = z.object({ slot: slotIdSchema, open: z.enum(["0", "1"]) });

async function admin(): Promise<{ email: string }> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AdminRequiredError) redirect("/admin/visits");
    throw error;
  }
}

export async function cancelVisitAsAdmin(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return;
  const who = await admin();
  const parsed = cancelSchema.safeParse({ id: formData.get("id"), date: formData.get("date") });
  if (!parsed.success) redirect("/admin/visits?done=invalid");
  const deps = await visitDeps();
  const result = await deps.store.cancel(parsed.data.id, "admin");
  if (result.ok && result.changed && deps.sms) await deps.sms.outbox.cancelPending(parsed.data.id).catch((e) => log.error("[visit] could not drop unsent SMS", { error: e }));
  log.info(`[admin] ${who.email} cancelled visit booking ${parsed.data.id}: ${result.ok ? (result.changed ? "cancelled" : "already cancelled") : "no such booking"}`);
  revalidatePath("/admin/visits");
  redirect(`/admin/visits?day=${parsed.data.date}&done=${result.ok ? "cancelled" : "missing"}`);
}

export async function setVisitSlotOpen(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return;
  const who = await admin();
  const parsed = slotSchema.safeParse({ slot: formData.get("slot"), open: formData.get("open") });
  if (!parsed.success) redirect("/admin/visits?done=invalid");
  const deps = await visitDeps();
  if (parsed.data.open === "1") await deps.store.reopenSlot(parsed.data.slot);
  else await deps.store.closeSlot(parsed.data.slot);
  log.info(`[admin] ${who.email} ${parsed.data.open === "1" ? "reopened" : "closed"} visit slot ${parsed.data.slot}`);
  revalidatePath("/admin/visits");
  redirect(`/admin/visits?day=${parsed.data.slot.slice(0, 10)}&done=${parsed.data.open === "1" ? "reopened" : "closed"}`);
}
