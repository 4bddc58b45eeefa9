"use server";

import "server-only";
import { log } from "@/lib/platform/log";
import { redirect } from "next/navigation";
import { z } from "zod";
import { recordAccess, adminFormAction } from "@/lib/staff";
import { addOptOutByStaff, phoneSchema } from "@/lib/leads";

// A person asks the sales desk by phone to stop the advertisements: staff and administrators put
// the number on the 수신거부 list from the inbox (lib/leads/opt-outs). Recorded without the number.

export const addOptOut = adminFormAction(
  {
    role: "staff",
    schema: z.object({ phone: phoneSchema }),
    page: "/admin/leads",
    invalid: () => redirect("/admin/leads?optout=invalid#opt-out"),
  },
  async (data, who) => {
    const added = await addOptOutByStaff(data.phone, who.email);
    await recordAccess(who, "opt-out", { detail: added ? "added" : "already" });
    log.info(`[admin] ${who.email} put a number on the opt-out list (${added ? "added" : "already on it"})`);
    redirect(`/admin/leads?optout=${added ? "added" : "already"}#opt-out`);
  },
);
