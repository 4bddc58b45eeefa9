import "server-only";
import { z } from "zod";
import { mayDo, recordRefusal, requireAdmin } from "@/lib/staff";
import { deskBoard } from "@/lib/leads";
import type { UnitsBoardData } from "@/components/admin/units-board";

// What /admin/units shows, loaded here: the session and its grant, the board and its latest changes.

const doneParam = z.enum(["saved", "unchanged", "invalid"]).catch("invalid");

export async function loadUnitsBoard(
  searchParams: Record<string, string | string[] | undefined>,
): Promise<UnitsBoardData> {
  const admin = await requireAdmin();
  if (!mayDo(admin, "units")) {
    await recordRefusal(admin, "view-refused", "/admin/units needs grant units");
    return { kind: "refused" };
  }
  const { rows, changes } = await deskBoard();
  return {
    kind: "board",
    rows,
    changes,
    notice: typeof searchParams.done === "string" ? doneParam.parse(searchParams.done) : null,
  };
}
