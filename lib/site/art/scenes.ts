import { n } from "./svg";
import { water } from "@/lib/site/content/location";

// Painterly SVG scenes rendered to WebP by scripts/render-art.ts: one-point-perspective
// rooms and a dusk lake view in the site's palette (ink navy, champagne gold, warm grey).
// They are illustrations, not photographs, and carry no text.

export type SceneName = "community" | "living" | "kitchen" | "bedroom" | "lake";

type Pt = [number, number];
const poly = (pts: Pt[]) => pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

function defs(): string {
  return (
    `<defs>` +
    `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16223a"/><stop offset="0.45" stop-color="#3a4a6b"/><stop offset="0.78" stop-color="#b98d66"/><stop offset="1" stop-color="#e9c894"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a57a"/><stop offset="0.25" stop-color="#5b6b86"/><stop offset="1" stop-color="#1d2a44"/></linearGradient>` +
    `<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c7a56"/><stop offset="1" stop-color="#6e5238"/></linearGradient>` +
    `<linearGradient id="pool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb3bd"/><stop offset="1" stop-color="#2f6373"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffe3b0" stop-opacity="0.95"/><stop offset="1" stop-color="#ffe3b0" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#0b1322" stop-opacity="0.45"/></radialGradient>` +
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>` +
    `<filter id="haze"><feGaussianBlur stdDeviation="3"/></filter>` +
    `</defs>`
  );
}

/** A deterministic pseudo-random sequence, so every render is identical. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** The complex's water (lake or river) at the foot of every view; with none, a dark lawn and trees instead. */
const hasWater = water.kind !== "none";
const LAWN = "#1d2a22";

/** Towers on the far shore, with a few lit windows. */
function skyline(x: number, base: number, width: number, scale: number, seed: number, color = "#1b2740"): string {
  const r = rng(seed);
  let out = "";
  let cx = x;
  while (cx < x + width) {
    const w = (28 + r() * 26) * scale;
    const h = (90 + r() * 150) * scale;
    out += `<rect x="${n(cx)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
    for (let wy = base - h + 8 * scale; wy < base - 6 * scale; wy += 9 * scale)
      for (let wx = cx + 4 * scale; wx < cx + w - 5 * scale; wx += 8 * scale)
        if (r() < 0.22)
          out += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(3.2 * scale)}" height="${n(4 * scale)}" fill="#f3d39a" opacity="${n(0.5 + r() * 0.5)}"/>`;
    cx += w + (6 + r() * 22) * scale;
  }
  return out;
}

/** Sky, far shore and the water (or park) seen through an opening (used by every window). */
function view(x: number, y: number, w: number, h: number, seed: number): string {
  const horizon = y + h * 0.72;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#dusk)"/>` +
    `<circle cx="${n(x + w * 0.68)}" cy="${n(horizon - h * 0.08)}" r="${n(h * 0.22)}" fill="url(#glow)" opacity="0.7"/>` +
    `<path d="M${n(x)} ${n(horizon - h * 0.06)} Q ${n(x + w * 0.3)} ${n(horizon - h * 0.16)} ${n(x + w * 0.55)} ${n(horizon - h * 0.07)} T ${n(x + w)} ${n(horizon - h * 0.09)} V ${n(horizon)} H ${n(x)} Z" fill="#2e3a55" opacity="0.6"/>` +
    skyline(x + w * 0.05, horizon, w * 0.9, h / 420, seed) +
    `<rect x="${n(x)}" y="${n(horizon)}" width="${n(w)}" height="${n(y + h - horizon)}" fill="${hasWater ? "url(#water)" : LAWN}"/>` +
    (hasWater
      ? `<rect x="${n(x + w * 0.55)}" y="${n(horizon)}" width="${n(w * 0.22)}" height="${n(y + h - horizon)}" fill="#f1cf94" opacity="0.18" filter="url(#haze)"/>`
      : "")
  );
}

/** One-point-perspective shell: ceiling, side walls, floor, back wall. */
function room(
  W: number,
  H: number,
  back: [number, number, number, number],
  c: { ceiling: string; left: string; right: string; back: string; floor: string },
): string {
  const [x0, y0, x1, y1] = back;
  return (
    `<polygon points="${poly([
      [0, 0],
      [W, 0],
      [x1, y0],
      [x0, y0],
    ])}" fill="${c.ceiling}"/>` +
    `<polygon points="${poly([
      [0, 0],
      [x0, y0],
      [x0, y1],
      [0, H],
    ])}" fill="${c.left}"/>` +
    `<polygon points="${poly([
      [W, 0],
      [x1, y0],
      [x1, y1],
      [W, H],
    ])}" fill="${c.right}"/>` +
    `<polygon points="${poly([
      [0, H],
      [W, H],
      [x1, y1],
      [x0, y1],
    ])}" fill="${c.floor}"/>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${c.back}"/>`
  );
}

/** Lines on the floor converging to the vanishing point (planks, tiles, lanes). */
function floorLines(
  W: number,
  H: number,
  back: [number, number, number, number],
  count: number,
  stroke: string,
  opacity: number,
): string {
  const [x0, , x1, y1] = back;
  const id = `floor-${count}-${x0}`;
  let out = `<clipPath id="${id}"><polygon points="${poly([
    [0, H],
    [W, H],
    [x1, y1],
    [x0, y1],
  ])}"/></clipPath><g clip-path="url(#${id})">`;
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    out += `<line x1="${n(-W * 0.3 + t * W * 1.6)}" y1="${H}" x2="${n(x0 + t * (x1 - x0))}" y2="${y1}" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1.2"/>`;
  }
  return out + "</g>";
}

function living(W: number, H: number): string {
  const back: [number, number, number, number] = [360, 190, 1240, 700];
  const win: [number, number, number, number] = [420, 240, 760, 420];
  return (
    room(W, H, back, { ceiling: "#e7e1d6", left: "#e3dccf", right: "#d9d1c3", back: "#efe9df", floor: "url(#wood)" }) +
    floorLines(W, H, back, 26, "#4f3a27", 0.35) +
    view(win[0], win[1], win[2], win[3], 7) +
    `<rect x="${win[0]}" y="${win[1]}" width="${win[2]}" height="${win[3]}" fill="none" stroke="#2a3346" stroke-width="8"/>` +
    [1, 2, 3]
      .map(
        (i) =>
          `<line x1="${win[0] + (win[2] * i) / 4}" y1="${win[1]}" x2="${win[0] + (win[2] * i) / 4}" y2="${win[1] + win[3]}" stroke="#2a3346" stroke-width="5"/>`,
      )
      .join("") +
    // sheer curtains
    `<rect x="${win[0] - 50}" y="${win[1] - 20}" width="70" height="${win[3] + 40}" fill="#fbf7ef" opacity="0.75"/>` +
    `<rect x="${win[0] + win[2] - 20}" y="${win[1] - 20}" width="70" height="${win[3] + 40}" fill="#fbf7ef" opacity="0.75"/>` +
    // window light on the floor
    `<polygon points="${poly([
      [440, 700],
      [1160, 700],
      [1320, 900],
      [300, 900],
    ])}" fill="#f4d7a6" opacity="0.22" filter="url(#soft)"/>` +
    // cove light along the ceiling
    `<line x1="360" y1="196" x2="1240" y2="196" stroke="#ffe6b8" stroke-width="6" filter="url(#haze)"/>` +
    // rug and sofa (seen from behind)
    `<polygon points="${poly([
      [420, 760],
      [1180, 760],
      [1330, 930],
      [270, 930],
    ])}" fill="#e8e0d2" opacity="0.9"/>` +
    `<ellipse cx="800" cy="850" rx="430" ry="40" fill="#3a2c1e" opacity="0.35" filter="url(#soft)"/>` +
    `<rect x="450" y="700" width="700" height="150" rx="18" fill="#cfc6b7"/>` +
    `<rect x="430" y="740" width="60" height="120" rx="16" fill="#c3b9a8"/>` +
    `<rect x="1110" y="740" width="60" height="120" rx="16" fill="#c3b9a8"/>` +
    `<rect x="520" y="670" width="150" height="70" rx="16" fill="#a88f70"/><rect x="930" y="672" width="150" height="70" rx="16" fill="#8f9bb0"/>` +
    // floor lamp and its glow
    `<circle cx="1330" cy="470" r="190" fill="url(#glow)" opacity="0.55"/>` +
    `<line x1="1330" y1="480" x2="1330" y2="860" stroke="#2a3346" stroke-width="5"/><path d="M1290 480 L1370 480 L1350 420 L1310 420 Z" fill="#f3e2c0"/>` +
    `<ellipse cx="1330" cy="866" rx="40" ry="9" fill="#2a3346"/>` +
    // plant
    `<path d="M200 880 L260 880 L250 960 L210 960 Z" fill="#cbbfae"/>` +
    [
      [-50, -90],
      [-20, -150],
      [10, -120],
      [40, -170],
      [60, -100],
      [-70, -140],
    ]
      .map(
        ([dx, dy], i) =>
          `<ellipse cx="${230 + dx! * 0.6}" cy="${880 + dy! * 0.6}" rx="22" ry="60" transform="rotate(${-30 + i * 12} ${230 + dx! * 0.6} ${880 + dy! * 0.6})" fill="${i % 2 ? "#4d6b4f" : "#5f7d5c"}"/>`,
      )
      .join("")
  );
}

function kitchen(W: number, H: number): string {
  const back: [number, number, number, number] = [380, 200, 1220, 690];
  return (
    room(W, H, back, { ceiling: "#e9e4db", left: "#e1dace", right: "#d8d0c2", back: "#f1ece3", floor: "#d9d2c6" }) +
    floorLines(W, H, back, 12, "#b8ad9c", 0.6) +
    // tall wood pantry wall and a window
    `<rect x="380" y="200" width="360" height="490" fill="#9a7a59"/>` +
    [1, 2, 3]
      .map(
        (i) => `<line x1="${380 + i * 90}" y1="200" x2="${380 + i * 90}" y2="690" stroke="#7c5f42" stroke-width="3"/>`,
      )
      .join("") +
    view(800, 260, 360, 260, 11) +
    `<rect x="800" y="260" width="360" height="260" fill="none" stroke="#2a3346" stroke-width="7"/><line x1="980" y1="260" x2="980" y2="520" stroke="#2a3346" stroke-width="5"/>` +
    // back counter with backsplash
    `<rect x="740" y="560" width="480" height="130" fill="#223552"/><rect x="740" y="548" width="480" height="14" fill="#f4f1ea"/>` +
    // upper cabinets on the left wall, lower counter
    `<polygon points="${poly([
      [40, 150],
      [380, 250],
      [380, 420],
      [40, 400],
    ])}" fill="#f4f1ea"/>` +
    `<polygon points="${poly([
      [40, 400],
      [380, 420],
      [380, 425],
      [40, 410],
    ])}" fill="#ffe6b8" opacity="0.9"/>` +
    `<polygon points="${poly([
      [0, 620],
      [380, 600],
      [380, 690],
      [0, 760],
    ])}" fill="#223552"/>` +
    `<polygon points="${poly([
      [0, 600],
      [380, 585],
      [380, 600],
      [0, 620],
    ])}" fill="#f4f1ea"/>` +
    // island
    `<ellipse cx="800" cy="905" rx="420" ry="34" fill="#3a2c1e" opacity="0.35" filter="url(#soft)"/>` +
    `<polygon points="${poly([
      [470, 650],
      [1130, 650],
      [1190, 700],
      [410, 700],
    ])}" fill="#f7f4ee"/>` +
    `<rect x="410" y="700" width="780" height="22" fill="#e6e0d5"/>` +
    `<rect x="430" y="722" width="740" height="176" fill="#17263f"/>` +
    [1, 2, 3]
      .map(
        (i) =>
          `<line x1="${430 + i * 185}" y1="730" x2="${430 + i * 185}" y2="890" stroke="#34496b" stroke-width="2"/>`,
      )
      .join("") +
    `<rect x="640" y="676" width="90" height="14" rx="6" fill="#c2a06a"/><circle cx="900" cy="672" r="16" fill="#e9e2d6"/>` +
    // pendants and their glow
    [620, 800, 980]
      .map(
        (x) =>
          `<circle cx="${x}" cy="470" r="120" fill="url(#glow)" opacity="0.5"/><line x1="${x}" y1="0" x2="${x}" y2="430" stroke="#2a3346" stroke-width="2"/><path d="M${x - 34} 470 Q ${x} 410 ${x + 34} 470 Z" fill="#c2a06a"/><ellipse cx="${x}" cy="471" rx="30" ry="6" fill="#fff1d2"/>`,
      )
      .join("")
  );
}

function bedroom(W: number, H: number): string {
  const back: [number, number, number, number] = [340, 210, 1260, 690];
  return (
    room(W, H, back, { ceiling: "#e5dfd5", left: "#ddd5c8", right: "#d4cbbb", back: "#ebe4d9", floor: "url(#wood)" }) +
    floorLines(W, H, back, 22, "#4f3a27", 0.3) +
    view(380, 260, 300, 330, 23) +
    `<rect x="380" y="260" width="300" height="330" fill="none" stroke="#2a3346" stroke-width="7"/><line x1="530" y1="260" x2="530" y2="590" stroke="#2a3346" stroke-width="5"/>` +
    `<rect x="340" y="240" width="56" height="380" fill="#f7f1e6" opacity="0.8"/>` +
    // upholstered headboard wall with indirect light
    `<rect x="760" y="300" width="460" height="260" fill="#c9bba5"/>` +
    [1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<line x1="${760 + i * 76.6}" y1="300" x2="${760 + i * 76.6}" y2="560" stroke="#b6a68d" stroke-width="2"/>`,
      )
      .join("") +
    `<line x1="760" y1="298" x2="1220" y2="298" stroke="#ffe6b8" stroke-width="8" filter="url(#haze)"/>` +
    // bed
    `<ellipse cx="990" cy="900" rx="420" ry="40" fill="#3a2c1e" opacity="0.35" filter="url(#soft)"/>` +
    `<polygon points="${poly([
      [770, 560],
      [1210, 560],
      [1390, 800],
      [590, 800],
    ])}" fill="#f6f3ee"/>` +
    `<polygon points="${poly([
      [690, 660],
      [1290, 660],
      [1390, 800],
      [590, 800],
    ])}" fill="#e3dccf"/>` +
    `<rect x="590" y="800" width="800" height="80" fill="#d9d0c1"/>` +
    `<rect x="800" y="520" width="170" height="70" rx="20" fill="#ffffff"/><rect x="1010" y="520" width="170" height="70" rx="20" fill="#ffffff"/>` +
    `<polygon points="${poly([
      [640, 720],
      [1340, 720],
      [1370, 760],
      [610, 760],
    ])}" fill="#8f7a5e" opacity="0.8"/>` +
    // side table and lamp
    `<circle cx="690" cy="520" r="120" fill="url(#glow)" opacity="0.55"/>` +
    `<rect x="640" y="600" width="100" height="90" fill="#6e5238"/><path d="M665 560 L715 560 L705 520 L675 520 Z" fill="#f5e6c8"/><line x1="690" y1="560" x2="690" y2="600" stroke="#2a3346" stroke-width="3"/>` +
    // door to the dressing room on the right wall
    `<polygon points="${poly([
      [1330, 250],
      [1450, 190],
      [1450, 860],
      [1330, 740],
    ])}" fill="#bfb29f"/>` +
    `<polygon points="${poly([
      [1345, 262],
      [1436, 215],
      [1436, 838],
      [1345, 730],
    ])}" fill="#f2d9ab" opacity="0.55"/>`
  );
}

function community(W: number, H: number): string {
  const back: [number, number, number, number] = [260, 120, 1340, 430];
  return (
    room(W, H, back, { ceiling: "#8a6c4e", left: "#d9d1c3", right: "#cfc6b6", back: "#2a3346", floor: "#e4ddd1" }) +
    // ceiling slats
    Array.from({ length: 30 }, (_, i) => {
      const t = i / 29;
      return `<line x1="${n(-200 + t * 2000)}" y1="0" x2="${n(260 + t * 1080)}" y2="120" stroke="#6e5238" stroke-width="3"/>`;
    }).join("") +
    // curtain wall
    view(270, 130, 1060, 300, 41) +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<line x1="${n(270 + (1060 * (i + 1)) / 10)}" y1="130" x2="${n(270 + (1060 * (i + 1)) / 10)}" y2="430" stroke="#1b2740" stroke-width="6"/>`,
    ).join("") +
    `<line x1="270" y1="300" x2="1330" y2="300" stroke="#1b2740" stroke-width="4"/>` +
    // pool
    `<polygon points="${poly([
      [330, 455],
      [1270, 455],
      [1480, 640],
      [120, 640],
    ])}" fill="url(#pool)"/>` +
    `<polygon points="${poly([
      [330, 455],
      [1270, 455],
      [1276, 462],
      [324, 462],
    ])}" fill="#f4f1ea"/>` +
    Array.from({ length: 5 }, (_, i) => {
      const t = (i + 1) / 6;
      return `<line x1="${n(330 + t * 940)}" y1="462" x2="${n(120 + t * 1360)}" y2="640" stroke="#f4f1ea" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="10 8"/>`;
    }).join("") +
    // reflections of the window and the warm sky
    `<polygon points="${poly([
      [420, 470],
      [1180, 470],
      [1260, 560],
      [340, 560],
    ])}" fill="#e9c894" opacity="0.25" filter="url(#soft)"/>` +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<ellipse cx="${n(380 + ((i * 97) % 860))}" cy="${n(500 + ((i * 53) % 120))}" rx="${n(30 + ((i * 13) % 40))}" ry="3" fill="#ffffff" opacity="0.35"/>`,
    ).join("") +
    // deck and loungers
    `<polygon points="${poly([
      [1270, 455],
      [1340, 430],
      [W, H],
      [1480, 640],
    ])}" fill="#d7cfc1"/>` +
    [0, 1]
      .map(
        (i) =>
          `<polygon points="${poly([
            [1390 + i * 60, 520 + i * 60],
            [1450 + i * 60, 520 + i * 60],
            [1490 + i * 60, 570 + i * 60],
            [1430 + i * 60, 570 + i * 60],
          ])}" fill="#f4f1ea" stroke="#a3824d" stroke-width="2"/>`,
      )
      .join("") +
    `<circle cx="800" cy="80" r="260" fill="url(#glow)" opacity="0.18"/>`
  );
}

function lake(W: number, H: number): string {
  const horizon = H * 0.6;
  return (
    `<rect width="${W}" height="${n(horizon)}" fill="url(#dusk)"/>` +
    `<circle cx="${n(W * 0.7)}" cy="${n(horizon - 30)}" r="260" fill="url(#glow)" opacity="0.75"/>` +
    `<circle cx="${n(W * 0.7)}" cy="${n(horizon - 26)}" r="34" fill="#fbe3b4" opacity="0.9"/>` +
    `<path d="M0 ${n(horizon - 70)} Q 300 ${n(horizon - 140)} 620 ${n(horizon - 80)} T 1200 ${n(horizon - 100)} T ${W} ${n(horizon - 80)} V ${n(horizon)} H 0 Z" fill="#34405c" opacity="0.55"/>` +
    `<g>${skyline(120, horizon, 1360, 1.45, 5, "#141f35")}</g>` +
    (hasWater
      ? `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>` +
        `<g transform="translate(0 ${n(horizon * 2)}) scale(1 -1)" opacity="0.35" filter="url(#haze)">${skyline(120, horizon, 1360, 1.45, 5, "#141f35")}</g>` +
        `<rect x="${n(W * 0.62)}" y="${n(horizon)}" width="${n(W * 0.16)}" height="${n(H - horizon)}" fill="#f5d29a" opacity="0.28" filter="url(#soft)"/>` +
        Array.from(
          { length: 24 },
          (_, i) =>
            `<rect x="${n(W * 0.6 + ((i * 71) % 300))}" y="${n(horizon + 12 + ((i * 37) % 230))}" width="${n(20 + ((i * 17) % 60))}" height="2" fill="#fff1d2" opacity="0.5"/>`,
        ).join("")
      : `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${LAWN}"/>` +
        Array.from(
          { length: 18 },
          (_, i) =>
            `<ellipse cx="${n(500 + ((i * 83) % 1000))}" cy="${n(horizon + 30 + ((i * 41) % 160))}" rx="${n(40 + ((i * 13) % 40))}" ry="${n(24 + ((i * 7) % 20))}" fill="#16231b"/>`,
        ).join("")) +
    // near shore: reeds and trees in silhouette
    `<path d="M0 ${H} L0 ${n(H - 60)} Q 200 ${n(H - 90)} 420 ${n(H - 50)} L 420 ${H} Z" fill="#0f1828"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<ellipse cx="${40 + i * 45}" cy="${n(H - 80 - ((i * 29) % 50))}" rx="36" ry="${60 + ((i * 19) % 40)}" fill="#101a2c"/>`,
    ).join("")
  );
}

export function renderScene(scene: SceneName, width: number, height: number): string {
  const body = { community, living, kitchen, bedroom, lake }[scene](width, height);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    defs() +
    body +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>`
  );
}
