import { buildingRows, buildings, topFloor } from "@/lib/site/content/buildings";
import { water } from "@/lib/site/content/location";
import { n } from "./svg";

// Scenes of the home page, rendered to WebP by scripts/render-art.ts: the hero (the complex's
// towers, one per building of the content, across its water at dusk), a high-speed train on a viaduct, a park with the school,
// the towers at night and a business district rising at dawn. Same palette and flat,
// softly lit style as lib/site/art/scenes.ts; no text in the pictures.

export type HomeScene = "hero" | "heroPortrait" | "rail" | "park" | "towers" | "future" | "living";

type Stop = [number, string];

function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

function gradient(id: string, stops: Stop[], vertical = true): string {
  const dir = vertical ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`;
}

function commonDefs(sky: Stop[], water: Stop[]): string {
  return (
    `<defs>` +
    gradient("sky", sky) +
    gradient("water", water) +
    gradient("face", [
      [0, "#24324f"],
      [1, "#18233a"],
    ]) +
    gradient("side", [
      [0, "#151f34"],
      [1, "#0e1626"],
    ]) +
    gradient(
      "glass",
      [
        [0, "#6c7fa3"],
        [0.5, "#34496b"],
        [1, "#1a2740"],
      ],
      false,
    ) +
    gradient("lawn", [
      [0, "#8c9a6c"],
      [1, "#4f6544"],
    ]) +
    gradient("path", [
      [0, "#e9dcc3"],
      [1, "#cdbb98"],
    ]) +
    gradient("train", [
      [0, "#f7f4ee"],
      [0.6, "#d9d6cf"],
      [1, "#8d93a0"],
    ]) +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffe3b0" stop-opacity="0.95"/><stop offset="1" stop-color="#ffe3b0" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="lamp"><stop offset="0" stop-color="#ffd998" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd998" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.78"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b1322" stop-opacity="0.5"/></radialGradient>` +
    `<filter id="blur-s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>` +
    `<filter id="blur-m" filterUnits="userSpaceOnUse" x="-600" y="-600" width="4000" height="4000"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<filter id="blur-l" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>` +
    `</defs>`
  );
}

function stars(W: number, H: number, count: number, seed: number): string {
  const r = rng(seed);
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(0.6 + r() * 1.4)}" fill="#f5ecd8" opacity="${n(0.25 + r() * 0.6)}"/>`,
  ).join("");
}

function clouds(W: number, y: number, count: number, seed: number, color = "#f0c894"): string {
  const r = rng(seed);
  return (
    `<g filter="url(#blur-m)">` +
    Array.from(
      { length: count },
      () =>
        `<ellipse cx="${n(r() * W)}" cy="${n(y + (r() - 0.5) * 120)}" rx="${n(160 + r() * 320)}" ry="${n(8 + r() * 14)}" fill="${color}" opacity="${n(0.18 + r() * 0.25)}"/>`,
    ).join("") +
    `</g>`
  );
}

/** Low distant buildings along a horizon, hazy. */
function farCity(
  x: number,
  base: number,
  width: number,
  maxH: number,
  seed: number,
  color: string,
  lit = 0.12,
): string {
  const r = rng(seed);
  let out = "";
  let cx = x;
  while (cx < x + width) {
    const w = 18 + r() * 40;
    const h = maxH * (0.25 + r() * 0.75);
    out += `<rect x="${n(cx)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
    for (let wy = base - h + 6; wy < base - 4; wy += 8)
      if (r() < lit)
        out += `<rect x="${n(cx + 3 + r() * (w - 8))}" y="${n(wy)}" width="2.4" height="3" fill="#f3d39a" opacity="0.6"/>`;
    cx += w + r() * 10;
  }
  return out;
}

/**
 * One apartment tower of the complex: a lit front face, a darker side face, vertical fins,
 * a gold-lit crown and a random pattern of warm windows.
 */
function tower(
  x: number,
  base: number,
  w: number,
  h: number,
  seed: number,
  opts: { side?: number; floors?: number; lit?: number; tone?: "night" | "day" } = {},
): string {
  const r = rng(seed);
  const side = opts.side ?? w * 0.32;
  const floors = opts.floors ?? 29;
  const day = opts.tone === "day";
  const faceFill = day ? "#e7e1d6" : "url(#face)";
  const sideFill = day ? "#c9c0b1" : "url(#side)";
  const top = base - h;
  const fh = (h - w * 0.18) / floors;
  let out =
    `<polygon points="${n(x + w)},${n(top)} ${n(x + w + side)},${n(top + side * 0.35)} ${n(x + w + side)},${n(base)} ${n(x + w)},${n(base)}" fill="${sideFill}"/>` +
    `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${faceFill}"/>`;
  // crown
  out += `<rect x="${n(x - w * 0.03)}" y="${n(top - w * 0.1)}" width="${n(w * 1.06)}" height="${n(w * 0.1)}" fill="${day ? "#b9ab94" : "#2b3a5a"}"/>`;
  if (!day)
    out += `<rect x="${n(x)}" y="${n(top - w * 0.02)}" width="${n(w)}" height="${n(w * 0.05)}" fill="#f0cf93" opacity="0.85"/>`;
  const cols = Math.max(3, Math.round(w / 14));
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    const wy = top + w * 0.14 + f * fh;
    for (let c = 0; c < cols; c++) {
      const lit = !day && r() < (opts.lit ?? 0.34);
      const fill = lit ? (r() < 0.5 ? "#f6d59b" : "#f1c27d") : day ? "#9fb0c4" : "#0f1930";
      const op = lit ? 0.55 + r() * 0.45 : day ? 0.55 : 0.9;
      out += `<rect x="${n(x + c * cw + cw * 0.18)}" y="${n(wy + fh * 0.22)}" width="${n(cw * 0.64)}" height="${n(fh * 0.56)}" fill="${fill}" opacity="${n(op)}"/>`;
    }
  }
  // fins every other column, and the side's faint window bands
  for (let c = 0; c <= cols; c += 2)
    out += `<rect x="${n(x + c * cw - 0.8)}" y="${n(top)}" width="1.6" height="${n(h)}" fill="${day ? "#d3cbbd" : "#34496b"}" opacity="0.8"/>`;
  for (let f = 0; f < floors; f += 2) {
    const wy = top + w * 0.14 + f * fh;
    out += `<line x1="${n(x + w)}" y1="${n(wy + side * 0.35 * (1 - (wy - top) / h))}" x2="${n(x + w + side)}" y2="${n(wy + side * 0.35 * (1 - (wy - top) / h) + side * 0.02)}" stroke="${day ? "#b3a995" : "#0b1322"}" stroke-width="1" opacity="0.5"/>`;
  }
  return out;
}

/**
 * The complex's towers, from its buildings: one tower per building, as tall as its top floor,
 * in the rows of the site plan (the front row nearest, the rows behind smaller and higher up).
 */
function complexTowers(cx: number, base: number, scale: number, seed: number, tone: "night" | "day" = "night"): string {
  const rows = buildingRows();
  const tallest = Math.max(...buildings.map(topFloor));
  const span = 900 * scale;
  return rows
    .map((row, depth) => {
      const shrink = Math.pow(0.86, depth);
      const step = Math.min(130 * scale, span / Math.max(1, row.length));
      const w = Math.min(54 * scale, step * 0.62) * shrink;
      const rowBase = base - 14 * scale * depth;
      const offset = depth % 2 === 0 ? -10 * scale : step / 2 - 10 * scale;
      const towers = row.map((b, i) => {
        const x = cx + (i - (row.length - 1) / 2) * step + offset - w / 2;
        const h = (250 + 180 * (topFloor(b) / tallest) + ((i * 37 + depth * 53) % 40)) * scale * shrink;
        return tower(x, rowBase, w, h, seed + depth * 10 + i, {
          tone,
          floors: topFloor(b),
          lit: depth === 0 ? undefined : 0.22,
        });
      });
      return depth === 0
        ? towers.join("")
        : `<g opacity="${n(Math.max(0.6, 0.9 - depth * 0.05))}">${towers.join("")}</g>`;
    })
    .reverse()
    .join("");
}

function trees(x0: number, x1: number, base: number, size: number, seed: number, colors: string[]): string {
  const r = rng(seed);
  let out = "";
  for (let x = x0; x < x1; x += size * (0.6 + r() * 0.5)) {
    const s = size * (0.7 + r() * 0.6);
    out += `<ellipse cx="${n(x)}" cy="${n(base - s * 0.9)}" rx="${n(s * 0.55)}" ry="${n(s * 0.8)}" fill="${colors[Math.floor(r() * colors.length)]}"/>`;
  }
  return out;
}

/** A long, low girder bridge across the whole view at `deck`, with piers in the water and its lamps lit. */
function riverBridge(W: number, deck: number): string {
  let piers = "";
  let lights = "";
  for (let x = 60; x < W; x += 180)
    piers += `<rect x="${n(x)}" y="${n(deck + 7)}" width="10" height="34" fill="#0e1828"/>`;
  for (let x = 20; x < W; x += 60)
    lights += `<circle cx="${n(x)}" cy="${n(deck - 3)}" r="2.2" fill="#ffe2ad" opacity="0.85"/>`;
  return (
    `<g>${piers}<rect y="${n(deck)}" width="${W}" height="8" fill="#101b2d"/>` +
    `<rect y="${n(deck - 1)}" width="${W}" height="1.5" fill="#c9a477" opacity="0.5"/>${lights}</g>` +
    `<rect y="${n(deck + 10)}" width="${W}" height="26" fill="#ffe2ad" opacity="0.06" filter="url(#blur-s)"/>`
  );
}

function lamps(x0: number, x1: number, base: number, step: number, h: number): string {
  let out = "";
  for (let x = x0; x <= x1; x += step)
    out += `<circle cx="${n(x)}" cy="${n(base - h)}" r="${n(h * 0.55)}" fill="url(#lamp)" opacity="0.7"/><line x1="${n(x)}" y1="${n(base)}" x2="${n(x)}" y2="${n(base - h)}" stroke="#0b1322" stroke-width="2"/><circle cx="${n(x)}" cy="${n(base - h)}" r="3" fill="#ffe6b8"/>`;
  return out;
}

function hero(W: number, H: number): string {
  // The portrait version (phones) puts the towers in the upper middle, above the headline.
  const portrait = H > W;
  const horizon = H * (portrait ? 0.42 : 0.66);
  const cx = W * (portrait ? 0.5 : 0.6);
  const towers = complexTowers(cx, horizon, portrait ? W / 960 : 1.32, 101);
  return (
    `<rect width="${W}" height="${n(horizon)}" fill="url(#sky)"/>` +
    stars(W, horizon * 0.45, 140, 7) +
    `<circle cx="${n(W * 0.8)}" cy="${n(horizon - 40)}" r="520" fill="url(#glow)" opacity="0.55"/>` +
    `<circle cx="${n(W * 0.8)}" cy="${n(horizon - 18)}" r="44" fill="#fde7bd" opacity="0.85" filter="url(#blur-s)"/>` +
    clouds(W, horizon * 0.55, 14, 3) +
    clouds(W, horizon * 0.78, 10, 5, "#f7d7a6") +
    `<path d="M0 ${n(horizon - 90)} Q ${n(W * 0.15)} ${n(horizon - 170)} ${n(W * 0.3)} ${n(horizon - 100)} T ${n(W * 0.62)} ${n(horizon - 120)} T ${W} ${n(horizon - 110)} V ${n(horizon)} H 0 Z" fill="#3b4866" opacity="0.55"/>` +
    `<g opacity="0.75">${farCity(0, horizon, W * 0.36, 120, 11, "#27344f")}${farCity(W * 0.9, horizon, W * 0.1, 110, 13, "#27344f")}</g>` +
    towers +
    trees(W * 0.3, W * 0.95, horizon + 4, 26, 21, ["#141f2f", "#18253a", "#1b2a3c"]) +
    // the water in front, with the towers' reflection; beside no water, a dark lawn
    (water.kind === "none"
      ? `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="#142018"/>` +
        trees(0, W, horizon + 40, 40, 23, ["#101a14", "#14221a", "#0e1712"])
      : `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>` +
        `<g transform="translate(0 ${n(horizon * 2 + 8)}) scale(1 -1)" opacity="0.32" filter="url(#blur-s)">${towers}</g>` +
        `<rect x="${n(W * 0.72)}" y="${n(horizon)}" width="${n(W * 0.16)}" height="${n(H - horizon)}" fill="#f5d29a" opacity="0.2" filter="url(#blur-m)"/>` +
        Array.from(
          { length: 40 },
          (_, i) =>
            `<rect x="${n(W * 0.42 + ((i * 131) % (W * 0.5)))}" y="${n(horizon + 14 + ((i * 47) % (H - horizon - 120)))}" width="${n(24 + ((i * 29) % 90))}" height="2" fill="#ffe6b8" opacity="${n(0.25 + ((i * 7) % 10) / 25)}"/>`,
        ).join("") +
        // a river runs across the view: a lit bridge spans it downstream (a lake has none)
        (water.kind === "river" ? riverBridge(W, horizon + (H - horizon) * 0.22) : "")) +
    // promenade on the near shore with lamps, and tree silhouettes framing the view
    `<path d="M0 ${H} V ${n(H - 120)} Q ${n(W * 0.2)} ${n(H - 150)} ${n(W * 0.45)} ${n(H - 110)} T ${W} ${n(H - 96)} V ${H} Z" fill="#0c1424"/>` +
    lamps(W * 0.08, W * 0.98, H - 112, 300, 70) +
    trees(-40, W * 0.22, H - 110, 120, 31, ["#0d1626", "#101a2c", "#0b1322"]) +
    trees(W * 0.9, W + 60, H - 100, 110, 33, ["#0d1626", "#101a2c"])
  );
}

function rail(W: number, H: number): string {
  const horizon = H * 0.7;
  const deck = H * 0.56;
  let piers = "";
  for (let x = -40; x < W + 80; x += 150)
    piers += `<path d="M${x} ${n(deck + 26)} h 150 v ${n(horizon - deck - 20)} h -26 q -49 -80 -98 0 h -26 Z" fill="#1a2640"/>`;
  const trainY = deck - 44;
  return (
    `<rect width="${W}" height="${n(horizon)}" fill="url(#sky)"/>` +
    stars(W, H * 0.3, 60, 17) +
    `<circle cx="${n(W * 0.3)}" cy="${n(horizon - 20)}" r="420" fill="url(#glow)" opacity="0.6"/>` +
    clouds(W, H * 0.35, 10, 19) +
    `<g opacity="0.8">${farCity(0, horizon, W, 150, 23, "#2b3854", 0.2)}</g>` +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>` +
    piers +
    `<rect x="0" y="${n(deck)}" width="${W}" height="26" fill="#223552"/><rect x="0" y="${n(deck - 4)}" width="${W}" height="4" fill="#c2a06a" opacity="0.7"/>` +
    // light trails behind the train
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="0" y="${n(trainY + 6 + i * 6)}" width="${n(W * 0.36)}" height="1.6" fill="#ffe6b8" opacity="${n(0.7 - i * 0.1)}" filter="url(#blur-s)"/>`,
    ).join("") +
    // the train: a long body with a pointed nose heading right
    `<path d="M${n(W * 0.3)} ${n(trainY)} H ${n(W * 0.84)} Q ${n(W * 0.95)} ${n(trainY + 4)} ${n(W * 0.98)} ${n(trainY + 40)} H ${n(W * 0.3)} Z" fill="url(#train)"/>` +
    `<rect x="${n(W * 0.3)}" y="${n(trainY + 12)}" width="${n(W * 0.56)}" height="9" fill="#17263f"/>` +
    `<path d="M${n(W * 0.86)} ${n(trainY + 10)} Q ${n(W * 0.92)} ${n(trainY + 10)} ${n(W * 0.945)} ${n(trainY + 22)} H ${n(W * 0.86)} Z" fill="#17263f"/>` +
    `<rect x="${n(W * 0.3)}" y="${n(trainY + 29)}" width="${n(W * 0.67)}" height="3" fill="#c2a06a"/>` +
    Array.from(
      { length: 5 },
      (_, i) =>
        `<line x1="${n(W * 0.3 + (i + 1) * W * 0.105)}" y1="${n(trainY + 2)}" x2="${n(W * 0.3 + (i + 1) * W * 0.105)}" y2="${n(trainY + 40)}" stroke="#9aa0ab" stroke-width="1.4"/>`,
    ).join("") +
    `<circle cx="${n(W * 0.975)}" cy="${n(trainY + 33)}" r="60" fill="url(#glow)" opacity="0.7"/>` +
    `<g transform="translate(0 ${n(horizon * 2)}) scale(1 -1)" opacity="0.25" filter="url(#blur-s)">${piers}</g>` +
    trees(-30, W + 30, H + 20, 90, 29, ["#0d1626", "#101a2c", "#0b1322"])
  );
}

function park(W: number, H: number): string {
  const horizon = H * 0.5;
  return (
    `<rect width="${W}" height="${n(horizon + 10)}" fill="url(#sky)"/>` +
    `<circle cx="${n(W * 0.25)}" cy="${n(horizon * 0.6)}" r="380" fill="url(#glow)" opacity="0.5"/>` +
    clouds(W, horizon * 0.45, 8, 41, "#fff4e0") +
    `<g opacity="0.9">${complexTowers(W * 0.68, horizon + 6, 0.62, 301, "day")}</g>` +
    // the school: a low block with a clock tower and a flag
    `<rect x="${n(W * 0.14)}" y="${n(horizon - 70)}" width="320" height="76" fill="#efe7d8"/><rect x="${n(W * 0.14)}" y="${n(horizon - 78)}" width="320" height="10" fill="#b9ab94"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${n(W * 0.14 + 14 + i * 38)}" y="${n(horizon - 56)}" width="22" height="16" fill="#8fa2b8"/><rect x="${n(W * 0.14 + 14 + i * 38)}" y="${n(horizon - 30)}" width="22" height="16" fill="#8fa2b8"/>`,
    ).join("") +
    `<rect x="${n(W * 0.14 + 130)}" y="${n(horizon - 130)}" width="60" height="60" fill="#e4dac7"/><circle cx="${n(W * 0.14 + 160)}" cy="${n(horizon - 104)}" r="16" fill="#f8f4ec" stroke="#a3824d" stroke-width="2"/>` +
    `<line x1="${n(W * 0.14 + 290)}" y1="${n(horizon - 78)}" x2="${n(W * 0.14 + 290)}" y2="${n(horizon - 150)}" stroke="#6b655c" stroke-width="2"/><path d="M${n(W * 0.14 + 290)} ${n(horizon - 150)} h 34 v 18 h -34 Z" fill="#c2a06a"/>` +
    trees(-20, W + 20, horizon + 22, 46, 43, ["#6f8460", "#5f7d5c", "#7d8f63", "#566f50"]) +
    `<rect y="${n(horizon + 10)}" width="${W}" height="${n(H - horizon)}" fill="url(#lawn)"/>` +
    // a path curving toward the towers, and trees along it in perspective
    `<path d="M${n(W * 0.3)} ${H} C ${n(W * 0.42)} ${n(H * 0.8)} ${n(W * 0.62)} ${n(H * 0.66)} ${n(W * 0.6)} ${n(horizon + 12)} L ${n(W * 0.63)} ${n(horizon + 12)} C ${n(W * 0.7)} ${n(H * 0.66)} ${n(W * 0.72)} ${n(H * 0.82)} ${n(W * 0.74)} ${H} Z" fill="url(#path)"/>` +
    [0.18, 0.3, 0.42, 0.6, 0.82]
      .map((t, i) => {
        const y = horizon + 30 + t * (H - horizon);
        const s = 30 + t * 170;
        const xl = W * (0.26 - t * 0.2);
        const xr = W * (0.82 + t * 0.12);
        return [xl, xr]
          .map(
            (x) =>
              `<ellipse cx="${n(x)}" cy="${n(y + s * 0.5)}" rx="${n(s * 0.7)}" ry="${n(s * 0.12)}" fill="#3b4a33" opacity="0.35"/><rect x="${n(x - s * 0.05)}" y="${n(y - s * 0.2)}" width="${n(s * 0.1)}" height="${n(s * 0.7)}" fill="#5a4633"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.5)}" rx="${n(s * 0.55)}" ry="${n(s * 0.6)}" fill="${i % 2 ? "#55704e" : "#627f57"}"/><ellipse cx="${n(x - s * 0.15)}" cy="${n(y - s * 0.7)}" rx="${n(s * 0.3)}" ry="${n(s * 0.3)}" fill="#8ea476" opacity="0.6"/>`,
          )
          .join("");
      })
      .join("") +
    `<rect width="${W}" height="${H}" fill="#f3d39a" opacity="0.08"/>`
  );
}

function towersNight(W: number, H: number): string {
  const base = H * 0.9;
  return (
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    stars(W, H * 0.55, 160, 61) +
    `<circle cx="${n(W * 0.82)}" cy="${n(H * 0.16)}" r="38" fill="#f4ead4" opacity="0.9"/><circle cx="${n(W * 0.82)}" cy="${n(H * 0.16)}" r="140" fill="url(#glow)" opacity="0.25"/>` +
    clouds(W, H * 0.3, 8, 63, "#8d9bbb") +
    complexTowers(W * 0.5, base, 1.55, 401) +
    `<rect y="${n(base)}" width="${W}" height="${n(H - base)}" fill="#0c1424"/>` +
    lamps(40, W, base, 120, 36) +
    trees(-20, W + 20, H + 10, 60, 65, ["#0d1626", "#101a2c"])
  );
}

function future(W: number, H: number): string {
  const horizon = H * 0.72;
  const r = rng(81);
  let offices = "";
  [0.18, 0.3, 0.44, 0.56, 0.7, 0.84].forEach((t, i) => {
    const w = 70 + r() * 60;
    const h = 260 + r() * 360;
    const x = W * t - w / 2;
    offices +=
      `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h)}" fill="url(#glass)"/>` +
      `<polygon points="${n(x)},${n(horizon - h * 0.7)} ${n(x + w)},${n(horizon - h * 0.9)} ${n(x + w)},${n(horizon - h * 0.8)} ${n(x)},${n(horizon - h * 0.6)}" fill="#f3d39a" opacity="0.3"/>` +
      Array.from(
        { length: Math.floor(h / 14) },
        (_, k) =>
          `<line x1="${n(x)}" y1="${n(horizon - h + k * 14)}" x2="${n(x + w)}" y2="${n(horizon - h + k * 14)}" stroke="#9fb0c4" stroke-opacity="0.25"/>`,
      ).join("") +
      (i === 2 || i === 4
        ? ""
        : `<rect x="${n(x + w * 0.3)}" y="${n(horizon - h - 18)}" width="${n(w * 0.4)}" height="18" fill="#2b3a5a"/>`);
  });
  const crane = (x: number, top: number, arm: number) =>
    `<g stroke="#c2a06a" stroke-width="3" fill="none"><line x1="${x}" y1="${n(horizon)}" x2="${x}" y2="${n(top)}"/><line x1="${x - 60}" y1="${n(top + 10)}" x2="${x + arm}" y2="${n(top + 10)}"/><line x1="${x}" y1="${n(top - 30)}" x2="${x + arm * 0.8}" y2="${n(top + 10)}"/><line x1="${x}" y1="${n(top - 30)}" x2="${x - 60}" y2="${n(top + 10)}"/><line x1="${x + arm * 0.7}" y1="${n(top + 10)}" x2="${x + arm * 0.7}" y2="${n(top + 120)}" stroke-width="1.5"/></g>` +
    Array.from(
      { length: Math.floor((horizon - top) / 24) },
      (_, k) =>
        `<line x1="${x - 6}" y1="${n(top + k * 24)}" x2="${x + 6}" y2="${n(top + k * 24 + 24)}" stroke="#c2a06a" stroke-width="1.2"/>`,
    ).join("");
  return (
    `<rect width="${W}" height="${n(horizon)}" fill="url(#sky)"/>` +
    `<circle cx="${n(W * 0.5)}" cy="${n(horizon)}" r="520" fill="url(#glow)" opacity="0.55"/>` +
    clouds(W, horizon * 0.45, 10, 83, "#f7d7a6") +
    `<g opacity="0.7">${farCity(0, horizon, W, 160, 85, "#3a4866", 0.05)}</g>` +
    offices +
    crane(W * 0.36, horizon - 640, 260) +
    crane(W * 0.78, horizon - 560, -220) +
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="#1b2740"/>` +
    // a grid of new roads in perspective
    Array.from(
      { length: 9 },
      (_, i) =>
        `<line x1="${n(W * 0.5 + (i - 4) * 90)}" y1="${n(horizon)}" x2="${n(W * 0.5 + (i - 4) * 420)}" y2="${H}" stroke="#c2a06a" stroke-opacity="0.35" stroke-width="1.5"/>`,
    ).join("") +
    Array.from({ length: 5 }, (_, i) => {
      const y = horizon + (H - horizon) * ((i + 1) / 6) ** 1.6;
      return `<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}" stroke="#c2a06a" stroke-opacity="0.25"/>`;
    }).join("")
  );
}

/** A shopping street at dusk: shopfronts with awnings on both sides, lamps, a road to the towers. */
function living(W: number, H: number): string {
  const vx = W * 0.5;
  const vy = H * 0.52;
  const r = rng(91);
  let shops = "";
  // shopfront blocks receding toward the vanishing point on each side
  for (const side of [-1, 1]) {
    for (let k = 0; k < 7; k++) {
      const t0 = 1 - k / 7;
      const t1 = 1 - (k + 1) / 7;
      const xa = vx + side * (W * 0.08 + t0 ** 1.6 * W * 0.52);
      const xb = vx + side * (W * 0.08 + t1 ** 1.6 * W * 0.52);
      const ha = 90 + t0 ** 1.6 * 520;
      const hb = 90 + t1 ** 1.6 * 520;
      const ga = vy + 20 + t0 ** 1.6 * 420;
      const gb = vy + 20 + t1 ** 1.6 * 420;
      const wall = k % 2 ? "#2a3350" : "#333c5a";
      shops += `<polygon points="${n(xa)},${n(ga - ha)} ${n(xb)},${n(gb - hb)} ${n(xb)},${n(gb)} ${n(xa)},${n(ga)}" fill="${wall}"/>`;
      // lit shop window, awning and sign band
      const wy = (g: number, h: number, f: number) => g - h * f;
      shops += `<polygon points="${n(xa)},${n(wy(ga, ha, 0.42))} ${n(xb)},${n(wy(gb, hb, 0.42))} ${n(xb)},${n(wy(gb, hb, 0.05))} ${n(xa)},${n(wy(ga, ha, 0.05))}" fill="${r() < 0.5 ? "#d9a566" : "#c98f55"}" opacity="0.9"/>`;
      // mullions of the shop window
      for (let m = 1; m < 4; m++) {
        const xm = xa + ((xb - xa) * m) / 4;
        const gm = ga + ((gb - ga) * m) / 4;
        const hm = ha + ((hb - ha) * m) / 4;
        shops += `<line x1="${n(xm)}" y1="${n(gm - hm * 0.42)}" x2="${n(xm)}" y2="${n(gm - hm * 0.05)}" stroke="#3a3024" stroke-width="${n(1 + t0 * 2)}" opacity="0.6"/>`;
      }
      shops += `<polygon points="${n(xa)},${n(wy(ga, ha, 0.5))} ${n(xb)},${n(wy(gb, hb, 0.5))} ${n(xb - side * 14 * t1)},${n(wy(gb, hb, 0.42))} ${n(xa - side * 30 * t0)},${n(wy(ga, ha, 0.42))}" fill="${k % 2 ? "#7d6136" : "#a3824d"}"/>`;
      // upper-floor windows: three per block and floor, some lit
      for (let f = 0.62; f < 0.95; f += 0.14)
        for (let m = 0; m < 3; m++) {
          const u0 = (m + 0.2) / 3;
          const u1 = (m + 0.8) / 3;
          const x0 = xa + (xb - xa) * u0;
          const x1 = xa + (xb - xa) * u1;
          const y0 = (u: number, ff: number) => ga + (gb - ga) * u - (ha + (hb - ha) * u) * ff;
          const lit = r() < 0.45;
          shops += `<polygon points="${n(x0)},${n(y0(u0, f))} ${n(x1)},${n(y0(u1, f))} ${n(x1)},${n(y0(u1, f - 0.07))} ${n(x0)},${n(y0(u0, f - 0.07))}" fill="${lit ? "#f6d59b" : "#1a2438"}" opacity="${lit ? n(0.5 + r() * 0.4) : 0.8}"/>`;
        }
      shops += `<line x1="${n(xb)}" y1="${n(gb - hb)}" x2="${n(xb)}" y2="${n(gb)}" stroke="#1b2740" stroke-width="${n(1 + t1 * 3)}"/>`;
    }
  }
  let lampsRow = "";
  for (let k = 0; k < 6; k++) {
    const t = 1 - k / 6;
    const s = 0.25 + t ** 1.6 * 1.2;
    for (const side of [-1, 1]) {
      const x = vx + side * (W * 0.06 + t ** 1.6 * W * 0.4);
      const g = vy + 20 + t ** 1.6 * 420;
      lampsRow += `<circle cx="${n(x)}" cy="${n(g - 150 * s)}" r="${n(70 * s)}" fill="url(#lamp)" opacity="0.8"/><line x1="${n(x)}" y1="${n(g)}" x2="${n(x)}" y2="${n(g - 150 * s)}" stroke="#0b1322" stroke-width="${n(3 * s)}"/><circle cx="${n(x)}" cy="${n(g - 150 * s)}" r="${n(6 * s)}" fill="#ffe6b8"/>`;
    }
  }
  return (
    `<rect width="${W}" height="${n(vy + 40)}" fill="url(#sky)"/>` +
    stars(W, H * 0.25, 50, 93) +
    `<circle cx="${n(vx)}" cy="${n(vy)}" r="360" fill="url(#glow)" opacity="0.6"/>` +
    clouds(W, H * 0.3, 8, 95) +
    `<g opacity="0.9">${complexTowers(vx, vy + 20, 0.5, 501)}</g>` +
    `<rect y="${n(vy + 20)}" width="${W}" height="${n(H - vy - 20)}" fill="#2c3246"/>` +
    `<polygon points="0,${H} ${W},${H} ${n(vx + 40)},${n(vy + 20)} ${n(vx - 40)},${n(vy + 20)}" fill="#1b2740"/>` +
    `<polygon points="${n(W * 0.3)},${H} ${n(W * 0.7)},${H} ${n(vx + 10)},${n(vy + 20)} ${n(vx - 10)},${n(vy + 20)}" fill="#223552"/>` +
    `<polygon points="0,${H} ${n(W * 0.22)},${H} ${n(vx - 22)},${n(vy + 20)} ${n(vx - 40)},${n(vy + 20)}" fill="#3a3f52"/>` +
    `<polygon points="${W},${H} ${n(W * 0.78)},${H} ${n(vx + 22)},${n(vy + 20)} ${n(vx + 40)},${n(vy + 20)}" fill="#3a3f52"/>` +
    `<polygon points="${n(W * 0.49)},${H} ${n(W * 0.51)},${H} ${n(vx + 1)},${n(vy + 20)} ${n(vx - 1)},${n(vy + 20)}" fill="#c2a06a" opacity="0.6"/>` +
    `<polygon points="${n(W * 0.3)},${H} ${n(W * 0.7)},${H} ${n(vx + 10)},${n(vy + 20)} ${n(vx - 10)},${n(vy + 20)}" fill="#f3d39a" opacity="0.12" filter="url(#blur-m)"/>` +
    shops +
    lampsRow +
    trees(-40, W * 0.14, H + 30, 120, 97, ["#0d1626", "#101a2c"]) +
    trees(W * 0.86, W + 40, H + 30, 120, 99, ["#0d1626", "#101a2c"])
  );
}

const palettes: Record<HomeScene, { sky: Stop[]; water: Stop[] }> = {
  heroPortrait: {
    sky: [
      [0, "#0c1526"],
      [0.35, "#1e2d4b"],
      [0.62, "#4e5675"],
      [0.82, "#b5846a"],
      [1, "#f1c98e"],
    ],
    water: [
      [0, "#caa077"],
      [0.18, "#6a6c82"],
      [0.55, "#25324d"],
      [1, "#0f1828"],
    ],
  },
  hero: {
    sky: [
      [0, "#0c1526"],
      [0.35, "#1e2d4b"],
      [0.62, "#4e5675"],
      [0.82, "#b5846a"],
      [1, "#f1c98e"],
    ],
    water: [
      [0, "#caa077"],
      [0.18, "#6a6c82"],
      [0.55, "#25324d"],
      [1, "#0f1828"],
    ],
  },
  rail: {
    sky: [
      [0, "#121d33"],
      [0.45, "#3b4a6b"],
      [0.8, "#c08c66"],
      [1, "#f0c98f"],
    ],
    water: [
      [0, "#b98d66"],
      [0.3, "#3d4a66"],
      [1, "#121c30"],
    ],
  },
  park: {
    sky: [
      [0, "#b9c7d6"],
      [0.6, "#e8dfcf"],
      [1, "#f5e4c4"],
    ],
    water: [
      [0, "#8c9a6c"],
      [1, "#4f6544"],
    ],
  },
  towers: {
    sky: [
      [0, "#070d1a"],
      [0.5, "#131f38"],
      [0.85, "#2d3b5c"],
      [1, "#4b4f6a"],
    ],
    water: [
      [0, "#101a2c"],
      [1, "#0b1322"],
    ],
  },
  living: {
    sky: [
      [0, "#121d33"],
      [0.5, "#3b4a6b"],
      [0.85, "#c08c66"],
      [1, "#efc58c"],
    ],
    water: [
      [0, "#1b2740"],
      [1, "#0f1828"],
    ],
  },
  future: {
    sky: [
      [0, "#1a2742"],
      [0.45, "#4f6183"],
      [0.8, "#c9a27e"],
      [1, "#f1d2a0"],
    ],
    water: [
      [0, "#1b2740"],
      [1, "#0f1828"],
    ],
  },
};

export function renderHomeScene(scene: HomeScene, width: number, height: number): string {
  const body = { hero, heroPortrait: hero, rail, park, towers: towersNight, future, living }[scene](width, height);
  const p = palettes[scene];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    commonDefs(p.sky, p.water) +
    body +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>`
  );
}
