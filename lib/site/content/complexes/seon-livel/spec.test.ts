import { describe, expect, it } from "vitest";
import { complex as selected, menu } from "../../index";
import { complex, unitTypes, visitSection } from "./index";
import { unitPlan } from "./home";

// The product spec's own figures, typed here as the spec states them (docs: product-spec.md §1, §2,
// §9), so that a change to this sample's content that departs from the spec fails. Only this
// complex's own tests may name its figures; shared tests compare pages with the content, and this
// file ties the content to the spec.

describe("seon-livel against the spec's literal figures", () => {
  it("has the spec's nine project facts, in its order", () => {
    expect(complex.facts.map((f) => [f.label, f.value])).toEqual([
      ["대지위치", "세온호수공원지구 A-1블록"],
      ["대지면적", "59,964.00㎡"],
      ["건축면적", "9,749.20㎡"],
      ["연면적", "142,696.74㎡"],
      ["건축규모", "지하 2층 ~ 지상 29층, 10개동"],
      ["세대수", "총 1,079세대 (일반분양 969세대 · 임대 110세대)"],
      ["전용면적", "59㎡ · 84㎡ · 101㎡ · 154㎡"],
      ["시공사", "한결건설㈜"],
      ["입주예정", "2028년 9월 예정"],
    ]);
  });

  it("has the spec's households and scale: 1,079 = 969 general sale + 110 rental, 10 buildings, B2 to 29 floors", () => {
    expect(complex.figures).toMatchObject({
      households: 1079,
      generalSale: 969,
      rental: 110,
      buildings: 10,
      floorsBelow: 2,
      floorsAbove: 29,
      moveIn: "2028년 9월 예정",
    });
    expect(unitTypes.reduce((sum, u) => sum + u.households, 0)).toBe(969);
  });

  it("has the spec's sales schedule: model house 9/26, winners 10/16, contracts 10/27 to 10/29, move-in September 2028", () => {
    expect(complex.schedule.map((s) => [s.title, s.start ?? null, s.end ?? null])).toEqual([
      ["견본주택 오픈", "2025-09-26", null],
      ["특별공급 청약", "2025-09-30", null],
      ["1순위 청약", "2025-10-01", null],
      ["2순위 청약", "2025-10-02", null],
      ["당첨자 발표", "2025-10-16", null],
      ["정당계약", "2025-10-27", "2025-10-29"],
      ["입주", null, null],
    ]);
    expect(complex.schedule.at(-1)?.when).toBe("2028년 9월 예정");
  });

  it("states 24-hour consultation once, never 'consultation' twice in a line", () => {
    expect(complex.hours).toBe("24시간 상담");
    expect(visitSection.promise).toEqual([
      "예약 시간에 대기 없이 입장",
      "전문 상담사의 1:1 맞춤 상담",
      "24시간 상담 운영",
    ]);
  });

  it("opens /FloorPlan/84A from the home's unit-plan teaser, as the spec says", () => {
    expect(unitPlan.teaser).toEqual({ href: "/FloorPlan/84A", text: "84C 타입 평면 자세히 보기" });
  });
});

// The menu is built from the selected complex's content (lib/site/content/pages.ts): checked when this
// complex is the one selected (npm test's main build), skipped in another complex's run.
describe.skipIf(selected.siteName !== complex.siteName)("seon-livel's menu against the spec", () => {
  it("has the spec's sections, titles and hrefs, in order (with the price, FAQ and booking pages)", () => {
    expect(menu.map((m) => [m.title, m.links.map((l) => `${l.title} ${l.href}`)])).toEqual([
      ["브랜드", ["브랜드 소개 /Brand/intro", "홍보영상 /Brand/video"]],
      ["사업개요", ["사업안내 /BusinessGuide/intro", "분양일정 /BusinessGuide/plan"]],
      [
        "분양정보",
        ["모집공고 /SalesInfo/announcement", "분양가·납부일정 /SalesInfo/price", "자주 묻는 질문 /SalesInfo/faq"],
      ],
      ["입지환경", ["입지안내 /LocationEnvironment/intro", "프리미엄 /LocationEnvironment/primium"]],
      [
        "단지안내",
        [
          "단지배치도 /ComplexGuide/intro",
          "동·호수 배치도 /ComplexGuide/detailintro",
          "커뮤니티 /ComplexGuide/community",
        ],
      ],
      [
        "세대안내",
        [
          "84A /FloorPlan/59A",
          "84B /FloorPlan/59B",
          "84C /FloorPlan/84A",
          "84D /FloorPlan/84B",
          "101A /FloorPlan/114A",
          "154A /FloorPlan/114B",
        ],
      ],
      ["인테리어", ["84A /Interior/59A", "84C /Interior/84A", "101A /Interior/84B"]],
      ["홍보센터", ["보도자료 /Promotion/Press", "관심고객등록 /Promotion/Customer", "방문예약 /Promotion/Visit"]],
    ]);
  });
});
