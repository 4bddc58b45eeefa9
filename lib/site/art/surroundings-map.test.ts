import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseContent } from "@/lib/site/content/schema";
import { visitSiteSchema, type SurroundingsMap, type VisitSite } from "@/lib/site/content/visit-schema";
import { surroundingsMap } from "@/lib/site/content/visit-map";
import { surroundingsMapProblems } from "@/lib/site/content/content-rules";
import { describeSurroundingsMap, renderSurroundingsMap, walkPoints } from "./surroundings-map";

// The model house's surroundings map is drawn from content: every complex's map parses, every name
// in it is a label on the drawing, the markers stand where content puts them, no label covers
// another, and a bad map fails to parse with the file and the field.

const folder = path.resolve(__dirname, "../content/complexes");
const slugs = readdirSync(folder, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

async function siteOf(slug: string): Promise<VisitSite> {
  return (await import(`../content/complexes/${slug}/visit.ts`)).visitSite as VisitSite;
}

const unescape = (t: string) =>
  t
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The text of every <text> element of a drawing. */
const labelsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]!));

describe("surroundings map content", () => {
  it("there are complexes to check", () => expect(slugs.length).toBeGreaterThanOrEqual(2));

  for (const slug of slugs) {
    describe(slug, () => {
      it("parses, and names only stops and stations its transit lines name", async () => {
        const site = await siteOf(slug);
        const transit = site.transit.map((l) => l.text).join(" ");
        for (const p of [...site.map.stops, ...site.map.stations]) expect(transit).toContain(p.name);
      });

      it("draws every road, stop, station, parking lot and landmark of content as a label, and the model house", async () => {
        const { map } = await siteOf(slug);
        const labels = labelsOf(renderSurroundingsMap(map));
        expect(labels).toContain(map.modelHouse.label);
        expect(labels).toContain(map.walk.time);
        for (const r of map.roads) expect(labels).toContain(r.name);
        for (const l of map.landmarks) expect(labels).toContain(l.name);
        for (const p of map.parking) expect(labels).toContain(p.name);
        for (const s of map.stops) {
          expect(labels).toContain(s.name);
          if (s.routes) expect(labels).toContain(s.routes);
        }
        for (const s of map.stations) {
          expect(labels).toContain(s.toward ? `${s.name} 방면` : s.name);
          expect(labels).toContain(s.note);
        }
      });

      it("puts the model house, parking, stops and stations where content says", async () => {
        const { map } = await siteOf(slug);
        const svg = renderSurroundingsMap(map);
        const marks = [...svg.matchAll(/data-mark="([a-z-]+)" data-x="([\d.]+)" data-y="([\d.]+)"/g)].map((m) => [
          m[1],
          Number(m[2]),
          Number(m[3]),
        ]);
        expect(marks).toEqual([
          ["model-house", map.modelHouse.x, map.modelHouse.y],
          ...map.parking.map((p) => ["parking", p.x, p.y]),
          ...map.stops.map((p) => ["stop", p.x, p.y]),
          ...map.stations.map((p) => ["station", p.x, p.y]),
        ]);
        // the footprint is centred on the content's position
        expect(svg).toContain(`<rect x="${map.modelHouse.x - 38}" y="${map.modelHouse.y - 24}" width="76" height="48"`);
      });

      it("walks from the named stop through content's points to the model house", async () => {
        const { map } = await siteOf(slug);
        const stop = map.stops.find((s) => s.name === map.walk.from)!;
        const route = walkPoints(map);
        expect(route[0]).toEqual([stop.x, stop.y]);
        expect(route.slice(1, -1)).toEqual(map.walk.via);
        const [ex, ey] = route.at(-1)!;
        // ends on the edge of the model house's footprint
        expect(Math.abs(ex - map.modelHouse.x) === 38 || Math.abs(ey - map.modelHouse.y) === 24).toBe(true);
        const svg = renderSurroundingsMap(map);
        expect(svg).toContain(`points="${route.map(([x, y]) => `${x},${y}`).join(" ")}"`);
      });

      it("keeps every label on the drawing, clear of the other labels and of the markers", async () => {
        const { map } = await siteOf(slug);
        expect(surroundingsMapProblems(map)).toEqual([]);
      });

      it("the content check names two labels that cover each other, and one that runs off the drawing", async () => {
        const { map } = await siteOf(slug);
        const parking = map.parking[0]!;
        const stop = map.stops[0]!;
        const onHouse = {
          ...map,
          parking: [
            { ...parking, x: map.modelHouse.x, y: map.modelHouse.y, anchor: map.modelHouse.anchor },
            ...map.parking.slice(1),
          ],
        };
        expect(
          surroundingsMapProblems(onHouse).some(
            (p) => p.includes("cover each other") && p.includes(`'${parking.name}'`),
          ),
        ).toBe(true);
        const atEdge = {
          ...map,
          stops: [{ ...stop, x: map.width - 2, anchor: "right" as const }, ...map.stops.slice(1)],
        };
        expect(surroundingsMapProblems(atEdge).some((p) => p.includes("runs off the drawing"))).toBe(true);
      });

      it("describes the map in words: the stop, the walk and every place", async () => {
        const { map } = await siteOf(slug);
        const svg = renderSurroundingsMap(map);
        const desc = describeSurroundingsMap(map);
        expect(svg).toContain(`<title id="surroundings-map-title">${map.modelHouse.label} 주변 약도</title>`);
        for (const name of [
          map.walk.from,
          map.walk.time,
          ...map.roads.map((r) => r.name),
          ...map.parking.map((p) => p.name),
          ...map.stations.map((s) => s.name),
          ...map.landmarks.map((l) => l.name),
        ])
          expect(desc).toContain(name);
        expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({
          format: "svg",
          width: map.width,
          height: map.height,
        });
      });
    });
  }

  it("the selected complex's map is the one the page draws", async () => {
    const selected = (await import("@/lib/site/content/complexes/selected")).visitSite as VisitSite;
    expect(surroundingsMap).toBe(selected.map);
  });
});

describe("surroundings map schema", () => {
  const bad = async (change: (map: SurroundingsMap, site: VisitSite) => void) => {
    const site = structuredClone(await siteOf(slugs[0]!));
    change(site.map, site);
    return () => parseContent("visit.ts", visitSiteSchema, site);
  };

  it("accepts the sample as it is", async () => {
    expect((await bad(() => {}))()).toBeTruthy();
  });

  it("rejects a stop the transit lines do not name, naming the file and the field", async () => {
    const parse = await bad((map) => {
      map.stops[0]!.name = "없는정류장";
      map.walk.from = "없는정류장";
    });
    expect(parse).toThrow(
      /visit\.ts: map\.stops\[0\]\.name: '없는정류장'은 대중교통 안내\(transit\)에 나오지 않는 이름입니다/,
    );
  });

  it("rejects a road point off the drawing", async () => {
    const parse = await bad((map) => {
      map.roads[0]!.points[1] = [map.width + 40, 10];
    });
    expect(parse).toThrow(/visit\.ts: map\.roads\[0\]\.points\[1\]: 약도 밖의 좌표입니다/);
  });

  it("rejects a walk from a stop that is not on the map, and a map without a model house", async () => {
    const parse = await bad((map) => {
      map.walk.from = "다른 정류장";
    });
    expect(parse).toThrow(
      /visit\.ts: map\.walk\.from: 도보 경로의 출발지 '다른 정류장'이 약도의 정류장\(stops\)에 없습니다/,
    );
    const noHouse = await bad((map) => {
      delete (map as Partial<SurroundingsMap>).modelHouse;
    });
    expect(noHouse).toThrow(/visit\.ts: map\.modelHouse: /);
  });

  it("rejects a landmark outline of two points (a river may have two)", async () => {
    const parse = await bad((map) => {
      map.landmarks[0]!.kind = "park";
      map.landmarks[0]!.shape = map.landmarks[0]!.shape.slice(0, 2);
    });
    expect(parse).toThrow(/visit\.ts: map\.landmarks\[0\]\.shape: 윤곽선에는 점이 3개 이상 필요합니다/);
  });
});
