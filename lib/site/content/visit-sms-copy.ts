import { z } from "zod";

// The shape of the booking SMS's words in content (lib/site/content/visit-booking.ts). Kept apart from
// sms-messages.ts (server-only) so content can be imported anywhere.

export const visitSmsCopySchema = z.object({
  /** e.g. "[단지명]" */
  prefix: z.string().min(1).max(40),
  confirmationHeadline: z.string().min(1).max(80),
  reminderHeadline: z.string().min(1).max(80),
  manageLabel: z.string().min(1).max(80),
  closing: z.string().min(1).max(120),
  /** Seoul clock time the day before the visit when the reminder goes out, "HH:MM". */
  reminderAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "시각은 24시간제 HH:MM 형식이어야 합니다" }),
});
export type VisitSmsCopy = z.infer<typeof visitSmsCopySchema>;
