import { remainingUnitsSchema } from "../../remaining-units-schema";
import { parseContent } from "../../schema";
import { salesGuide } from "../../sales-guide";
import { complex } from "./complex";

// Sales information (recruitment notice, subscription guide, checkpoints, contract documents,
// stamp tax): the shared guide (lib/site/content/sales-guide.ts) with this complex's own facts.

export const { announcement, subscriptionGuide, checkpoints, contractGuide, stampTaxGuide, documentsNotice } =
  salesGuide(complex, {
    noticePublishedOn: "2026-03-13",
    stampTax: {
      buyerShare: 1,
      shareNote: "본 단지는 분양계약서 인지세 전액을 계약자가 부담합니다. 옵션 계약서의 인지세도 같습니다.",
    },
  });

/** The remaining-units board (/admin/units): shown to visitors once the desk has set it; kept per building too. */
export const remainingUnits = parseContent("sales.ts", remainingUnitsSchema, { show: true, byBuilding: true });
