"use client";

import { useEffect, useState } from "react";
import { asOfLabel, remainingLabel, type PublicBoard } from "@/lib/leads/client";

/**
 * The remaining-units board, read from /api/remaining-units once the page has loaded (cached 30 s:
 * a change by the desk shows within a minute on every instance, with no rebuild). Until it answers,
 * and where it has nothing (the desk has set no figure yet, or the store is down), the sentence the
 * server wrote stays: whom to ask.
 */
export function RemainingUnitsLive({ fallback, tone }: { fallback: string; tone: "light" | "dark" }) {
  const [board, setBoard] = useState<PublicBoard | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/remaining-units", { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<PublicBoard>) : null))
      .then(setBoard, () => setBoard(null));
    return () => controller.abort();
  }, []);
  const muted = tone === "light" ? "text-sand-300" : "text-stone-600";
  const line = tone === "light" ? "border-white/15" : "border-sand-200";
  const strong = tone === "light" ? "text-white" : "text-ink-900";
  if (!board) {
    return (
      <p className={`text-[15px] ${muted}`} data-testid="remaining-units-fallback">
        {fallback}
      </p>
    );
  }
  return (
    <div data-testid="remaining-units-board">
      <p className={`text-[13px] tabular-nums ${muted}`} data-testid="remaining-units-asof">
        {asOfLabel(board.asOf)}
      </p>
      <table className={`mt-2 w-full border-t text-left text-[15px] ${line}`}>
        <caption className="sr-only">타입별 잔여세대</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">타입</th>
            <th scope="col">잔여세대</th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <tr key={row.type} className={`border-b ${line}`}>
              <th scope="row" className={`py-2.5 pr-4 font-medium ${strong}`}>
                {row.label}
              </th>
              <td className={`py-2.5 text-right tabular-nums ${row.remaining === 0 ? muted : strong}`}>
                {remainingLabel(row.remaining)}
                {row.buildings.length ? (
                  <span className={`block text-[13px] ${muted}`}>
                    {row.buildings.map((b) => `${b.building}동 ${remainingLabel(b.remaining)}`).join(" · ")}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={`mt-2 text-[13px] ${muted}`}>
        ※ 잔여세대는 계약 진행에 따라 수시로 바뀝니다. 원하시는 동·호수는 상담으로 확인해 주세요.
      </p>
    </div>
  );
}
