import { remainingUnits } from "@/lib/site/content/remaining-units";
import { figureField, remainingLabel, type DeskRow, type UnitChange, saveUnitsBoard } from "@/lib/leads";
import { noticeClass } from "./form-styles";

const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** What the page says after a save (?done=). */
export type UnitsNotice = "saved" | "unchanged" | "invalid";
const NOTICES: Record<UnitsNotice, string> = {
  saved: "잔여세대를 저장했습니다. 홈페이지에는 1분 안에 반영됩니다.",
  unchanged: "바뀐 숫자가 없어 저장할 것이 없었습니다.",
  invalid: "잔여세대는 0 이상의 정수로 입력해 주세요. 아무것도 저장하지 않았습니다.",
};

const cell = "px-3 py-2.5 text-left";

/**
 * The remaining-units board for the desk: each unit type (and each building of it, where the
 * content keeps it per building) with its figure, when and by whom it was set, a field to change it,
 * and the latest changes. Administrators and staff granted 잔여세대 관리 save; the page says where
 * visitors see it. Loaded by app/admin/units/data.ts.
 */
export type UnitsBoardData =
  { kind: "refused" } | { kind: "board"; rows: DeskRow[]; changes: UnitChange[]; notice: UnitsNotice | null };

export function UnitsBoardView({ data }: { data: UnitsBoardData }) {
  if (data.kind === "refused") {
    return (
      <p className={noticeClass} data-testid="role-refused">
        잔여세대는 관리자와 잔여세대 관리 권한을 받은 직원만 바꿀 수 있습니다. 필요하면 관리자에게 권한을 요청해 주세요.
      </p>
    );
  }
  const { rows, changes } = data;
  const { byBuilding } = remainingUnits;
  // The types as visitors know them (the menu's labels), not their addresses.
  const labelOf = (type: string) => rows.find((r) => r.type === type)?.label ?? type;
  const notice = data.notice ? NOTICES[data.notice] : undefined;
  return (
    <div className="grid gap-8" data-testid="units-board">
      {notice ? (
        <p role="status" className={noticeClass} data-testid="units-notice">
          {notice}
        </p>
      ) : null}
      <p className="text-[15px] text-stone-700">
        {remainingUnits.show
          ? "저장한 숫자는 분양가 페이지와 홈페이지에 '기준 시각'과 함께 1분 안에 보입니다. 0은 '마감'으로 보입니다. 비워 둔 칸은 바꾸지 않습니다."
          : "이 단지의 콘텐츠는 잔여세대를 방문자에게 보여 주지 않도록 되어 있습니다(sales.ts remainingUnits.show). 숫자는 여기에만 기록됩니다."}
      </p>
      <form action={saveUnitsBoard} className="grid gap-4">
        <table className="admin-cards w-full border-t-2 border-ink-900 text-[15px]">
          <caption className="sr-only">타입별 잔여세대</caption>
          <thead>
            <tr className="border-b border-sand-300 text-[14px] text-stone-600">
              <th scope="col" className={cell}>
                타입
              </th>
              {byBuilding ? (
                <th scope="col" className={cell}>
                  동
                </th>
              ) : null}
              <th scope="col" className={cell}>
                현재
              </th>
              <th scope="col" className={cell}>
                기준 시각 · 입력
              </th>
              <th scope="col" className={cell}>
                새 숫자
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = `${row.label} 타입${row.building ? ` ${row.building}동` : " 전체"}`;
              return (
                <tr
                  key={figureField(row)}
                  className={`border-b border-sand-200 ${row.building ? "" : "bg-sand-50"}`}
                  data-testid="units-row"
                >
                  <th scope="row" className={`${cell} font-medium text-ink-900`}>
                    {row.label}
                  </th>
                  {byBuilding ? <td className={cell}>{row.building ? `${row.building}동` : "전체"}</td> : null}
                  <td className={`${cell} tabular-nums`}>{row.figure ? remainingLabel(row.figure.remaining) : "—"}</td>
                  <td className={`${cell} text-[14px] text-stone-600`}>
                    {row.figure ? `${dateTime.format(row.figure.asOf)} · ${row.figure.by}` : "아직 입력하지 않았습니다"}
                  </td>
                  <td className={cell}>
                    <label className="sr-only" htmlFor={figureField(row)}>{`${label} 잔여세대`}</label>
                    <input
                      id={figureField(row)}
                      name={figureField(row)}
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]{1,4}"
                      defaultValue={row.figure ? String(row.figure.remaining) : ""}
                      className="w-24 border border-sand-300 px-3 py-2 text-right tabular-nums"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="submit"
          className="w-fit bg-ink-900 px-6 py-3 text-[15px] font-medium text-white hover:bg-ink-800"
        >
          잔여세대 저장
        </button>
      </form>
      <section aria-labelledby="units-changes-title">
        <h2 id="units-changes-title" className="text-[18px] font-medium text-ink-900">
          바뀐 기록
        </h2>
        {changes.length ? (
          <table className="admin-cards mt-3 w-full border-t border-ink-900 text-[14px]" data-testid="units-changes">
            <caption className="sr-only">잔여세대를 바꾼 기록, 최근 순</caption>
            <thead>
              <tr className="border-b border-sand-300 text-stone-600">
                <th scope="col" className={cell}>
                  시각
                </th>
                <th scope="col" className={cell}>
                  {byBuilding ? "타입 · 동" : "타입"}
                </th>
                <th scope="col" className={cell}>
                  바뀐 숫자
                </th>
                <th scope="col" className={cell}>
                  입력한 사람
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id} className="border-b border-sand-200">
                  <td className={cell}>{dateTime.format(c.at)}</td>
                  <td
                    className={cell}
                  >{`${labelOf(c.type)}${c.building ? ` ${c.building}동` : byBuilding ? " 전체" : ""}`}</td>
                  <td
                    className={`${cell} tabular-nums`}
                  >{`${c.from === null ? "처음 입력" : remainingLabel(c.from)} → ${remainingLabel(c.to)}`}</td>
                  <td className={cell}>{c.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-3 text-[15px] text-stone-600">아직 바뀐 기록이 없습니다.</p>
        )}
      </section>
    </div>
  );
}
