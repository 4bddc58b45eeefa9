import { remainingUnitsSchema } from "../../remaining-units-schema";
import { parseContent } from "../../schema";
import { salesGuide } from "../../sales-guide";
import { complex } from "./complex";

// Sales information (recruitment notice, subscription guide, checkpoints, contract documents,
// stamp tax): the shared guide (lib/site/content/sales-guide.ts) with this complex's own facts.

export const { announcement, subscriptionGuide, checkpoints, contractGuide, stampTaxGuide, documentsNotice } =
  salesGuide(complex, {
    noticePublishedOn: "2025-09-19",
    stampTax: {
      buyerShare: 0.5,
      shareNote: "본 단지는 계약서 1부에 대한 인지세를 계약자와 사업주체가 각각 50%씩 부담합니다.",
    },
  });

/** The remaining-units board (/admin/units): shown to visitors once the desk has set it. */
export const remainingUnits = parseContent("sales.ts", remainingUnitsSchema, { show: true, byBuilding: false });
