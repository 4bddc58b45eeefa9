import { LOCATION_MAP_RASTER, renderLocationMap } from "@/lib/site/art/location-map";
import { renderHomeScene } from "@/lib/site/art/home-scenes";
import { renderScene } from "@/lib/site/art/scenes";
import { homeArt } from "@/lib/site/content/home";
import { illustrations } from "@/lib/site/content/illustrations";
import type { SlotKind } from "./slots";

// Our own raster drawings of the selected complex (the home page's scenes, the illustrations, the
// location map as a picture): scripts/render-art.ts draws each from its SVG into a lossless master in
// .art-cache/, and the build's one image pipeline (scripts/encode-materials.ts, lib/site/media/pipeline.ts)
// encodes it as it encodes a builder's photo, into the slot it fills. Content names a drawing by its
// address (`/art/home-rail.webp`, the `src` of home.ts and illustrations.ts); the pages look it up
// by that address in the manifest (lib/site/media/pictures.ts, drawing()).

export type DrawnRaster = {
  /** The address content names it by. */
  src: string;
  /** Its lossless master in .art-cache/. */
  master: string;
  kind: SlotKind;
  /** Pixels of the master: the drawing's size times its scale. */
  width: number;
  height: number;
  alt: string;
  svg: () => string;
};

const masterOf = (src: string) => `${src.replace(/^\/art\//, "").replace(/\.webp$/, "")}.png`;

const HOME_KINDS: Record<keyof typeof homeArt, SlotKind> = {
  hero: "heroDesktop",
  heroPortrait: "heroPhone",
  rail: "cover",
  park: "cover",
  towers: "cover",
  future: "cover",
  living: "cover",
};

/** Every raster drawing of the selected complex. `homeOnly`: only the home page's scenes. */
export function drawnRasters(homeOnly = false): DrawnRaster[] {
  const list: DrawnRaster[] = Object.entries(homeArt).map(([scene, item]) => ({
    src: item.src,
    master: masterOf(item.src),
    kind: HOME_KINDS[scene as keyof typeof homeArt],
    width: item.width,
    height: item.height,
    alt: item.alt,
    svg: () => renderHomeScene(scene as keyof typeof homeArt, item.width, item.height),
  }));
  const map = LOCATION_MAP_RASTER;
  list.push({
    src: map.src,
    master: masterOf(map.src),
    kind: "plan",
    width: map.width * map.scale,
    height: map.height * map.scale,
    alt: "입지 안내 지도",
    svg: renderLocationMap,
  });
  if (homeOnly) return list;
  for (const [key, item] of Object.entries(illustrations)) {
    if (list.some((d) => d.src === item.src)) continue;
    list.push({
      src: item.src,
      master: masterOf(item.src),
      kind: key.startsWith("interior") ? "interior" : "banner",
      width: item.width,
      height: item.height,
      alt: item.alt,
      svg: () => renderScene(item.scene, item.width, item.height),
    });
  }
  return list;
}
