import { BOM, toCsv } from "./csv";
import type { SourceTable } from "./dashboard";
import { SOURCE_HEADERS, dashboardCopy } from "./dashboard-copy";
import { PLATFORM_LABELS } from "./lead-format";
import type { SourceDimension } from "@/lib/leads";

const PLATFORM_NAMES: Record<string, string> = PLATFORM_LABELS;

/**
 * How a source value reads: "(없음)" for a missing UTM value, "직접 방문 (direct)" for no referrer,
 * "구글 + 메타" for the platform row "google+meta".
 */
export function sourceLabel(dimension: SourceDimension, value: string): string {
  if (dimension === "referrer" && value === "direct") return dashboardCopy.sources.direct;
  if (dimension === "platform" && value !== "")
    return value
      .split("+")
      .map((p) => PLATFORM_NAMES[p] ?? p)
      .join(" + ");
  return value === "" ? dashboardCopy.sources.none : value;
}

/** The source table as CSV: the key columns as stored ("" for none, "direct"), the count and the share in percent. */
export function sourceCsv(table: SourceTable): string {
  const header = [...SOURCE_HEADERS[table.dimension], "건수", "비율(%)", "전화 클릭", "카카오톡 클릭"];
  const pct = (n: number) => (table.total > 0 ? ((n / table.total) * 100).toFixed(1) : "0.0");
  const rows = table.rows.map((r) => [...r.key, r.count, pct(r.count), r.clicks.tel, r.clicks.kakao]);
  if (table.otherCount > 0)
    rows.push([
      ...SOURCE_HEADERS[table.dimension].map((_, i) => (i === 0 ? "(기타)" : "")),
      table.otherCount,
      pct(table.otherCount),
      "",
      "",
    ]);
  return rows.length === 0 ? BOM + header.join(",") + "\r\n" : toCsv(header, rows);
}
