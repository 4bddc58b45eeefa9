import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { buildings } from "@/lib/site/content/buildings";
import { unitTypes } from "@/lib/site/content";
import { boardSlots } from "@/lib/site/content/remaining-units";
import { publicBoard } from "./index";
import { asOfLabel, remainingLabel } from "./public";
import type { UnitFigure } from "./board";

// The board as visitors read it, from the desk's figures and the complex's content: pure functions.

const at = (iso: string) => new Date(iso);
const figure = (type: string, building: string | null, remaining: number, asOf: string): UnitFigure => ({
  type,
  building,
  remaining,
  asOf: at(asOf),
  by: "desk@example.com",
});

describe("the remaining-units board for visitors", () => {
  const [a, b] = unitTypes;
  const buildingOf = (type: string) => buildings.find((x) => x.lines.some((l) => l.type === type))!.no;

  it("shows the types the desk has set, as of the newest figure, with their buildings where it keeps them", () => {
    const settings = { show: true, byBuilding: true };
    const slots = boardSlots(settings);
    const figures = [
      figure(a!.slug, null, 12, "2026-12-01T05:30:00Z"),
      figure(a!.slug, buildingOf(a!.slug), 4, "2026-12-01T06:10:00Z"),
      figure(b!.slug, null, 0, "2026-11-30T01:00:00Z"),
    ];
    const board = publicBoard(figures, settings, slots)!;
    expect(board.asOf).toBe(at("2026-12-01T06:10:00Z").getTime());
    expect(board.rows).toEqual([
      { type: a!.slug, label: a!.label, remaining: 12, buildings: [{ building: buildingOf(a!.slug), remaining: 4 }] },
      { type: b!.slug, label: b!.label, remaining: 0, buildings: [] },
    ]);
    expect(asOfLabel(board.asOf)).toBe("2026.12.01 15:10 기준");
    expect([remainingLabel(0), remainingLabel(1234)]).toEqual(["마감", "1,234세대"]);
  });

  it("shows nothing while the content hides it or the desk has set no type's figure", () => {
    const figures = [figure(a!.slug, null, 12, "2026-12-01T05:30:00Z")];
    expect(publicBoard(figures, { show: false, byBuilding: false })).toBeNull();
    expect(publicBoard([], { show: true, byBuilding: false })).toBeNull();
    // A building's figure alone is no type's figure.
    expect(
      publicBoard([figure(a!.slug, buildingOf(a!.slug), 3, "2026-12-01T05:30:00Z")], { show: true, byBuilding: true }),
    ).toBeNull();
  });

  it("keeps every type, and with byBuilding each building that has the type", () => {
    expect(boardSlots({ show: true, byBuilding: false }).map((s) => s.type)).toEqual(unitTypes.map((u) => u.slug));
    const withBuildings = boardSlots({ show: true, byBuilding: true });
    for (const u of unitTypes) {
      const has = buildings.filter((x) => x.lines.some((l) => l.type === u.slug)).map((x) => x.no);
      expect(withBuildings.filter((s) => s.type === u.slug && s.building).map((s) => s.building)).toEqual(has);
    }
  });
});
