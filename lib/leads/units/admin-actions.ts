"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminFormAction } from "@/lib/staff";
import { boardSlots } from "@/lib/site/content/remaining-units";
import { log } from "@/lib/platform/log";
import { figureField, MAX_REMAINING, unitsBoard } from "@/lib/leads/units";

// The desk's save of the remaining-units board (/admin/units), for administrators and staff who hold
// the grant `units` (lib/staff/auth/roles.ts; anyone else gets the role refusal): every figure the
// form holds, parsed with zod, set at once; a field left empty is not set. Each change is recorded
// by the store (who, when, from what to what); visitors read the new figures within a minute.

const count = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: "0 이상의 정수로 입력해 주세요." })
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_REMAINING));
const figuresSchema = z.object({
  figures: z.array(z.object({ type: z.string().min(1), building: z.string().min(1).nullable(), remaining: count })),
});

export const saveUnitsBoard = adminFormAction(
  {
    role: "staff",
    grant: "units",
    schema: figuresSchema,
    page: "/admin/units",
    // Only the slots the content names are read: a crafted field for any other figure is ignored.
    input: (formData) => ({
      figures: boardSlots().flatMap((slot) => {
        const value = formData.get(figureField(slot));
        return typeof value === "string" && value.trim() !== ""
          ? [{ type: slot.type, building: slot.building, remaining: value }]
          : [];
      }),
    }),
    invalid: () => redirect("/admin/units?done=invalid"),
  },
  async (data, who) => {
    const changes = await (await unitsBoard()).set(data.figures, who.email, new Date());
    log.info(`[units] ${who.email} saved the remaining-units board: ${changes.length} figure(s) changed`);
    revalidatePath("/admin/units");
    redirect(`/admin/units?done=${changes.length ? "saved" : "unchanged"}`);
  },
);
