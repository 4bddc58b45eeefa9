import type { ConsentRecipient } from "../../lead-copy";
import { consentRecipientsSchema, privacyEffectiveDateSchema } from "../../privacy-schema";
import { parseContent } from "../../schema";

// Who receives a visitor's data beyond the company running the site (개인정보 보호법 제17조):
// the sales agency that staffs the model house. The lead forms offer an optional box for them,
// and /privacy lists them. An empty list: no box, and the policy says nothing is provided.
export const consentRecipients: readonly ConsentRecipient[] = parseContent("privacy.ts", consentRecipientsSchema, [
  {
    name: "㈜세온분양 (분양대행사)",
    purpose: "분양 상담, 견본주택 방문 안내와 계약 절차 안내",
    items: "이름, 연락처, 방문 희망일, 문의내용",
    retention: "제공일로부터 1년 (분양 완료 또는 동의 철회 시 지체 없이 파기)",
  },
]);

/** The day this complex's privacy policy took effect (/privacy): a changed policy is a new date, announced 7 days before. */
export const privacyEffectiveDate = parseContent("privacy.ts", privacyEffectiveDateSchema, "2025-09-01");
