"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { leadOutbox } from "@/lib/leads";
import { adminFormAction } from "@/lib/staff";

/** The dashboard's "retry all failed": every failed lead back in the delivery queue. Administrators only. */
export const retryAllFailed = adminFormAction(
  { role: "admin", schema: z.object({}), page: "/admin" },
  async (_data, admin) => {
    const queued = await leadOutbox().retryAllFailed();
    log.info(`[admin] ${admin.email} queued all failed leads again: ${queued}`);
    revalidatePath("/admin");
    redirect(`/admin?retried=${queued}`);
  },
);
