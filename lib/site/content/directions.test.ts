import { describe, expect, it } from "vitest";
import { modelHouse } from "@/lib/site/content/visit-booking";
import { coordinatesSchema, mapLinks } from "./directions";

const site = "https://www.example.test";

function coordinatesIn(link: string): string[] {
  return link.match(/\d{2,3}\.\d{7}/g) ?? [];
}

describe("map deep links", () => {
  const links = mapLinks(modelHouse, site);
  const lat = modelHouse.coordinates.lat.toFixed(7);
  const lng = modelHouse.coordinates.lng.toFixed(7);

  it("every link of every provider carries the content's coordinates", () => {
    expect(links.map((l) => l.provider)).toEqual(["kakao", "naver", "tmap"]);
    for (const link of links) {
      for (const url of [link.app, link.web, link.route].filter((u): u is string => u !== null)) {
        expect(coordinatesIn(url).sort()).toEqual([lat, lng].sort());
      }
    }
  });

  it("puts latitude and longitude in each provider's own fields", () => {
    const [kakao, naver, tmap] = links;
    expect(kakao!.web).toBe(`https://map.kakao.com/link/map/${encodeURIComponent(modelHouse.name)},${lat},${lng}`);
    expect(kakao!.route.startsWith("https://map.kakao.com/link/to/")).toBe(true);
    expect(kakao!.app).toBe(`kakaomap://look?p=${lat},${lng}`);
    const naverApp = new URL(naver!.app);
    expect([
      naverApp.protocol,
      naverApp.host,
      naverApp.searchParams.get("lat"),
      naverApp.searchParams.get("lng"),
      naverApp.searchParams.get("name"),
      naverApp.searchParams.get("appname"),
    ]).toEqual(["nmap:", "place", lat, lng, modelHouse.name, site]);
    const naverWeb = new URL(naver!.web!);
    expect([naverWeb.searchParams.get("lat"), naverWeb.searchParams.get("lng")]).toEqual([lat, lng]);
    const t = new URL(tmap!.app);
    expect([t.searchParams.get("goaly"), t.searchParams.get("goalx"), t.searchParams.get("goalname")]).toEqual([
      lat,
      lng,
      modelHouse.name,
    ]);
    expect(tmap!.web).toBeNull();
  });

  it("a comma in the place name cannot shift Kakao's name,lat,lng fields", () => {
    const [kakao] = mapLinks({ name: "견본주택, 1층", coordinates: { lat: 37.5, lng: 127 } }, site);
    expect(kakao!.web).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent("견본주택  1층")},37.5000000,127.0000000`,
    );
  });

  it("refuses coordinates outside Korea (a swapped lat/lng, a typo), in Korean", () => {
    expect(() => mapLinks({ name: "x", coordinates: { lat: 127.1, lng: 37.2 } }, site)).toThrow(/대한민국 범위/);
    expect(coordinatesSchema.safeParse({ lat: 37.2, lng: 127.1 }).success).toBe(true);
  });
});
