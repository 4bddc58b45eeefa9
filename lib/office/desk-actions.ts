"use server";

import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { recordAccess, adminFormAction } from "@/lib/staff";
import { leadInbox } from "@/lib/office/lead-inbox";
import { log } from "@/lib/platform/log";
import { leadDesk, deskAccounts, mayAssign, mayWork, STAGES } from "@/lib/leads";

// The lead page's one form (/admin/leads/<id>): stage, assignee, next-call day and a call note, saved
// together. Staff and administrators; a staff member only on a lead of theirs or unassigned, and
// assigns only themselves (lib/leads/desk/access.ts). Every save is in the access records.

const courseSchema = z.object({
  id: z.uuid(),
  stage: z.enum(STAGES, { error: "진행 단계를 골라 주세요." }),
  assignee: z
    .string()
    .trim()
    .max(254)
    .transform((v) => (v ? v.toLowerCase() : null)),
  nextCallOn: z
    .union([z.literal(""), z.iso.date({ error: "다음 통화일 형식이 올바르지 않습니다." })])
    .transform((v) => v || null),
  note: z.string().trim().max(2000, { error: "메모는 2,000자까지 쓸 수 있습니다." }),
});

const back = (id: string, saved: string) => `/admin/leads/${id}?saved=${saved}`;

export const saveLeadCourse = adminFormAction(
  {
    role: "staff",
    schema: courseSchema,
    page: "/admin/leads",
    invalid: (_error, formData) => {
      const id = z.uuid().safeParse(formData.get("id"));
      redirect(id.success ? back(id.data, "invalid") : "/admin/leads");
    },
  },
  async (data, admin) => {
    const lead = await leadInbox().get(data.id);
    if (!lead) redirect("/admin/leads?course=missing");
    const desk = await leadDesk();
    const course = (await desk.courses([data.id])).get(data.id);
    if (!mayWork(admin, course)) redirect(back(data.id, "forbidden"));
    const accounts = (await deskAccounts()).map((a) => a.email);
    if (!mayAssign(admin, course?.assignee ?? null, data.assignee, accounts)) redirect(back(data.id, "assignee"));
    const { events } = await desk.change({
      leadId: data.id,
      leadCreatedAt: lead.createdAt,
      actor: admin.email.toLowerCase(),
      at: new Date(),
      stage: data.stage,
      assignee: data.assignee,
      nextCallOn: data.nextCallOn,
      note: data.note || undefined,
    });
    await recordAccess(admin, "lead-course", {
      targets: [data.id],
      detail: events.map((e) => (e.kind === "note" ? "note" : `${e.kind}=${e.value ?? "-"}`)).join(" "),
    });
    log.info(`[desk] ${admin.email} saved lead ${data.id}: ${events.map((e) => e.kind).join(",") || "no change"}`);
    revalidatePath("/admin/leads");
    redirect(back(data.id, events.length > 0 ? "1" : "same"));
  },
);
