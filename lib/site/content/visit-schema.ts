import { z } from "zod";
import { welcomeTemplateSchema } from "@/lib/site/content/welcome-template";
import { coordinatesSchema } from "@/lib/site/content/directions";
import { visitCalendarSchema } from "@/lib/site/content/visit-calendar";
import { particle } from "./korean";

// The shapes of what each complex's folder says about its model house and its prices
// (complexes/<slug>/visit.ts): the facts that differ from complex to complex. The booking calendar,
// the payment schedule and the copy built from them are in lib/site/content/visit-booking.ts and
// lib/site/content/prices.ts, the same for every complex.

const lineSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

// The surroundings map (약도) of the model house: a schematic drawing, north up, in its own units
// (the drawing's width × height), drawn by lib/site/art/surroundings-map.ts. Every name is a label on the
// drawing; the stops and stations must be the ones the transit lines name, and every point must lie
// on the drawing (checked below, so a bad point names its field).

const point = z.tuple([z.number(), z.number()]);
const anchors = ["left", "right", "above", "below"] as const;
const mapLabel = z.string().min(1).max(24);

export const surroundingsMapSchema = z.object({
  width: z.number().int().min(320).max(1200),
  height: z.number().int().min(240).max(1200),
  /** The model house on the drawing: its marker stands at (x, y), its label sits at `anchor`. */
  modelHouse: z.object({ label: mapLabel, x: z.number(), y: z.number(), anchor: z.enum(anchors) }),
  /** Its parking lot(s), the ones the parking lines describe. */
  parking: z
    .array(z.object({ name: mapLabel, x: z.number(), y: z.number(), anchor: z.enum(anchors) }))
    .min(1)
    .max(4),
  /** Roads with their names, as polylines; `major` is drawn wider. */
  roads: z
    .array(
      z.object({
        name: mapLabel,
        kind: z.enum(["major", "street"]),
        points: z.array(point).min(2).max(12),
        labelAt: point.optional(),
      }),
    )
    .min(1)
    .max(8),
  /** Bus stops named in the transit lines, with the routes that stop there. */
  stops: z
    .array(
      z.object({
        name: mapLabel,
        routes: z.string().max(24).optional(),
        x: z.number(),
        y: z.number(),
        anchor: z.enum(anchors),
      }),
    )
    .min(1)
    .max(4),
  /** Stations and transfer points named in the transit lines; `toward` draws one off the drawing as a "방면" arrow at its edge. */
  stations: z
    .array(
      z.object({
        name: mapLabel,
        note: z.string().min(1).max(24),
        x: z.number(),
        y: z.number(),
        anchor: z.enum(anchors),
        toward: z.enum(["n", "e", "s", "w"]).optional(),
      }),
    )
    .min(1)
    .max(4),
  /** Parks, water and buildings around it: an outline (a river: its centre line) and where its name goes. */
  landmarks: z
    .array(
      z.object({
        name: mapLabel,
        kind: z.enum(["park", "lake", "river", "building"]),
        shape: z.array(point).min(2).max(24),
        labelAt: point,
      }),
    )
    .min(1)
    .max(8),
  /** The walking route from a stop (by name) through `via` to the model house; its time is shown beside its longest leg (on the `anchor` side). */
  walk: z.object({
    from: mapLabel,
    via: z.array(point).max(8),
    time: z.string().min(1).max(16),
    anchor: z.enum(anchors).optional(),
  }),
});
export type SurroundingsMap = z.infer<typeof surroundingsMapSchema>;

/** Every point of the map lies on the drawing; the walk starts at one of its stops. */
function checkSurroundingsMap(map: SurroundingsMap, ctx: z.RefinementCtx, at: PropertyKey[]) {
  const off = (x: number, y: number, path: PropertyKey[]) => {
    if (x < 0 || x > map.width || y < 0 || y > map.height)
      ctx.addIssue({
        code: "custom",
        path: [...at, ...path],
        message: `약도 밖의 좌표입니다 (${x}, ${y}): 0~${map.width}, 0~${map.height} 안이어야 합니다`,
      });
  };
  off(map.modelHouse.x, map.modelHouse.y, ["modelHouse"]);
  map.parking.forEach((p, i) => off(p.x, p.y, ["parking", i]));
  map.stops.forEach((p, i) => off(p.x, p.y, ["stops", i]));
  map.stations.forEach((p, i) => off(p.x, p.y, ["stations", i]));
  map.roads.forEach((r, i) => r.points.forEach(([x, y], j) => off(x, y, ["roads", i, "points", j])));
  map.landmarks.forEach((l, i) => {
    l.shape.forEach(([x, y], j) => off(x, y, ["landmarks", i, "shape", j]));
    off(l.labelAt[0], l.labelAt[1], ["landmarks", i, "labelAt"]);
    if (l.kind !== "river" && l.shape.length < 3)
      ctx.addIssue({
        code: "custom",
        path: [...at, "landmarks", i, "shape"],
        message: "윤곽선에는 점이 3개 이상 필요합니다",
      });
  });
  map.walk.via.forEach(([x, y], j) => off(x, y, ["walk", "via", j]));
  if (!map.stops.some((s) => s.name === map.walk.from))
    ctx.addIssue({
      code: "custom",
      path: [...at, "walk", "from"],
      message: `도보 경로의 출발지 ${particle(`'${map.walk.from}'`, "이/가")} 약도의 정류장(stops)에 없습니다`,
    });
}

/** The model house: opening hours, booking rules, closed days, where it is and how to get there. */
export const visitSiteSchema = z
  .object({
    weekly: visitCalendarSchema.shape.weekly,
    slotMinutes: visitCalendarSchema.shape.slotMinutes,
    capacity: visitCalendarSchema.shape.capacity,
    maxPartySize: visitCalendarSchema.shape.maxPartySize,
    daysAhead: visitCalendarSchema.shape.daysAhead,
    closeBeforeMinutes: visitCalendarSchema.shape.closeBeforeMinutes,
    /** Hours on subscription days (the sales schedule's 청약 steps), when the model house stays open longer. */
    subscriptionDayHours: z
      .object({ open: z.string().regex(/^\d{2}:\d{2}$/), close: z.string().regex(/^\d{2}:\d{2}$/) })
      .nullable(),
    closedDays: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reason: z.string().min(1) })),
    coordinates: coordinatesSchema,
    parking: z.array(lineSchema).min(1),
    transit: z.array(lineSchema).min(1),
    /** The surroundings map of the model house (오시는 길). */
    map: surroundingsMapSchema,
    /** The registrant's welcome message, when this complex words it otherwise (variables: lib/site/content/welcome-template.ts). */
    welcomeTemplate: welcomeTemplateSchema.optional(),
  })
  .superRefine((site, ctx) => {
    checkSurroundingsMap(site.map, ctx, ["map"]);
    // The stops and stations on the map are the ones the transit lines tell the visitor to use.
    const transit = site.transit.map((l) => `${l.title} ${l.text}`).join(" ");
    for (const [key, list] of [
      ["stops", site.map.stops],
      ["stations", site.map.stations],
    ] as const)
      list.forEach((p, i) => {
        if (!transit.includes(p.name))
          ctx.addIssue({
            code: "custom",
            path: ["map", key, i, "name"],
            message: `${particle(`'${p.name}'`, "은/는")} 대중교통 안내(transit)에 나오지 않는 이름입니다`,
          });
      });
  });
export type VisitSite = z.infer<typeof visitSiteSchema>;

/** How the sample prices are made: a price per ㎡ of exclusive area and floor bands (the payments: terms.ts). */
export const priceBasisSchema = z.object({
  pricePerSqm: z.number().int().positive(),
  /** Within a band, the best line and view cost this much more than the lowest (0.025 = 2.5%). */
  lineSpread: z.number().min(0).max(0.5),
  floorBands: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          from: z.number().int().min(1),
          to: z.number().int().min(1),
          factor: z.number().positive(),
        })
        .refine((b) => b.to >= b.from, { message: "to must be at least from" }),
    )
    .min(1)
    .max(8),
});
export type PriceBasis = z.infer<typeof priceBasisSchema>;
