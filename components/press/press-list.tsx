"use client";

import { Link } from "@/components/ui/link";
import { useRef, useState } from "react";
import type { PressListRow } from "@/lib/press";
import { groupDigits } from "@/lib/platform/format/digits";
import { articlePath, pressMorePath, pressPageApiPath } from "@/lib/site/routes/paths.mjs";

type Props = { site: string; initialRows: PressListRow[]; initialCursor: string | null };
type MoreResponse = { rows: PressListRow[]; nextCursor: string | null };

/**
 * The press table and its '더보기' control. Server-rendered with the first rows; without
 * JavaScript '더보기' is a plain link to the next page (?cursor=...), with JavaScript it fetches the
 * next page from /api/press/{site} and appends it in place.
 */
export function PressList({ site, initialRows, initialCursor }: Props) {
  const [rows, setRows] = useState(initialRows);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState("");
  const [failed, setFailed] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!cursor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailed(false);
    setStatus("보도자료를 더 불러오는 중입니다.");
    try {
      const res = await fetch(pressPageApiPath(site, cursor), { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const data = (await res.json()) as MoreResponse;
      const firstNew = data.rows[0]?.id;
      setRows((current) => {
        const added = data.rows.filter((r) => !current.some((c) => c.id === r.id));
        // The next page is numbered from the store's count now; the rows already shown may carry an
        // older count (a cached first page): number them on from the new rows, so the list counts down by one.
        const top = added[0] ? added[0].no + current.length : null;
        return [
          ...(top === null ? current : current.map((r, i) => (r.no === top - i ? r : { ...r, no: top - i }))),
          ...added,
        ];
      });
      setCursor(data.nextCursor);
      setStatus(`보도자료 ${data.rows.length}건을 더 불러왔습니다.`);
      if (!data.nextCursor && firstNew) {
        // The button disappears: keep the keyboard user where the new rows begin.
        requestAnimationFrame(() =>
          tableRef.current?.querySelector<HTMLAnchorElement>(`a[data-id="${CSS.escape(firstNew)}"]`)?.focus(),
        );
      }
    } catch {
      setFailed(true);
      setStatus("보도자료를 불러오지 못했습니다. 잠시 후 '더보기'를 다시 눌러 주세요.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      <table
        ref={tableRef}
        className="w-full table-fixed border-t-2 border-ink-900 text-[15px] desk:text-[16px]"
        data-testid="press-table"
      >
        <caption className="sr-only">보도자료 목록: 번호, 제목, 작성자, 날짜, 조회수</caption>
        <thead>
          <tr className="border-b border-sand-300 bg-sand-50 text-[14px] text-stone-600">
            <th scope="col" className="w-12 py-4 text-center font-medium desk:w-20">
              NO
            </th>
            <th scope="col" className="px-3 py-4 text-center font-medium">
              제목
            </th>
            <th scope="col" className="hidden w-28 py-4 text-center font-medium desk:table-cell">
              작성자
            </th>
            <th scope="col" className="w-[6.75rem] py-4 text-center font-medium desk:w-36">
              날짜
            </th>
            <th scope="col" className="hidden w-24 py-4 text-center font-medium desk:table-cell">
              조회수
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-sand-200 transition-colors hover:bg-sand-50"
              data-testid="press-row"
            >
              <td className="py-5 text-center tabular-nums text-stone-600">{row.no}</td>
              <td className="px-3 py-5">
                <Link
                  href={articlePath(site, row.id)}
                  data-id={row.id}
                  className="block break-keep text-ink-900 underline-offset-4 hover:text-gold-700 hover:underline"
                >
                  {row.title}
                </Link>
              </td>
              <td className="hidden py-5 text-center text-stone-600 desk:table-cell">관리자</td>
              <td className="py-5 text-center tabular-nums text-[14px] text-stone-600 desk:text-[15px]">
                <time dateTime={row.dateTime}>{row.date}</time>
              </td>
              <td className="hidden py-5 text-center tabular-nums text-stone-600 desk:table-cell">
                {groupDigits(row.views)}
              </td>
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={5}
                className="break-keep px-4 py-16 text-center leading-[1.7] text-stone-600"
                data-testid="press-empty"
              >
                아직 등록된 보도자료가 없습니다.
                <br />새 소식이 나오는 대로 이곳에서 가장 먼저 전해 드리겠습니다.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {/* Progress and success are for screen readers; a failure is shown to everyone, beside the button. */}
      <p
        role="status"
        aria-live="polite"
        className={failed ? "mt-8 text-center text-[15px] text-[#a3352a]" : "sr-only"}
        data-testid="press-more-status"
      >
        {status}
      </p>
      {cursor ? (
        <div className="mt-10 flex justify-center">
          <a
            href={pressMorePath(site, cursor)}
            onClick={loadMore}
            aria-busy={loading}
            className="inline-flex min-w-48 items-center justify-center gap-2 border border-ink-900 px-8 py-3.5 text-[15px] font-medium text-ink-900 transition-colors hover:bg-ink-900 hover:text-white"
            data-testid="press-more"
          >
            {loading ? "불러오는 중…" : "더보기"}
            <span aria-hidden="true">+</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
