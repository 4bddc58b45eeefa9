import { PDFDocument, rgb } from "pdf-lib";
import sharp, { type Sharp } from "sharp";
import { esc, gold, ink, sand, stone } from "@/lib/site/art/svg";

// Files with the properties a builder's package has, made from our own drawings (the samples copy
// nobody's pictures): photographs with a camera's grain, a phone's portrait stored sideways with EXIF
// orientation 6 and GPS tags, a print house's CMYK JPEG, an architect's large PNG export, and
// scanned PDFs. Used by scripts/make-sample-materials.ts and the image benchmark (scripts/bench).
// Text in a drawing is drawn with the fonts fontconfig finds (the scripts point it at Pretendard).

/** A drawing (an SVG string of any size) as pixels `width` x `height`, filling the frame. */
async function rasterise(svg: string, width: number, height?: number): Promise<Sharp> {
  const meta = await sharp(Buffer.from(svg)).metadata();
  // Drawn at up to 1,600 px and enlarged from there: the scenes' blur filters take 15 s at 6,000 px
  // and look the same once the grain is on.
  const drawnWidth = Math.min(width, 1600);
  const density = Math.max(1, (72 * drawnWidth) / (meta.width ?? drawnWidth));
  const drawn = await sharp(Buffer.from(svg), { density }).flatten({ background: "#ffffff" }).png().toBuffer();
  return sharp(drawn).resize(width, height ?? null, { fit: "cover", kernel: "lanczos3" });
}

/** A camera's grain: gaussian noise laid over the picture in soft light. */
async function grain(width: number, height: number, sigma: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const EXIF_CAMERA = {
  Make: "SAMPLE",
  Model: "Sample Camera (generated)",
  Software: "scripts/make-sample-materials.ts",
};
/** Where the model house stands in the samples (a point in the sea off Korea's west coast: no one's house). */
const GPS = { GPSLatitudeRef: "N", GPSLatitude: "36/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "125/1 30/1 0/1" };

export type PhotoOptions = { width: number; height: number; phone?: boolean; cmyk?: boolean };

/**
 * A photograph of a drawn scene: enlarged to `width` x `height`, with grain, as JPEG. `phone`: the
 * pixels stored turned a quarter to the left with orientation 6 and GPS tags, as a phone saves a
 * portrait. `cmyk`: converted to CMYK, as a print house delivers a rendering.
 */
export async function makePhoto(
  svg: string,
  { width, height, phone = false, cmyk = false }: PhotoOptions,
): Promise<Buffer> {
  const base = await (await rasterise(svg, width, height)).png({ compressionLevel: 0 }).toBuffer();
  const grained = sharp(base).composite([{ input: await grain(width, height, 14), blend: "soft-light" }]);
  if (phone) {
    const upright = await grained.png({ compressionLevel: 0 }).toBuffer();
    return sharp(upright)
      .rotate(270)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { ...EXIF_CAMERA, Model: "Sample Phone (generated)", ImageDescription: "model house" },
        IFD3: GPS,
      })
      .toBuffer();
  }
  const camera = { IFD0: EXIF_CAMERA };
  return cmyk
    ? grained.toColourspace("cmyk").jpeg({ quality: 92 }).withExif(camera).toBuffer()
    : grained.jpeg({ quality: 90 }).withExif(camera).toBuffer();
}

/** A drawing exported by the architect's office: `width` px wide, on white, with a scanner's faint grain. */
export async function makeScan(svg: string, width: number, format: "png" | "jpeg"): Promise<Buffer> {
  const drawn = await (await rasterise(svg, width)).png({ compressionLevel: 0 }).toBuffer();
  const { width: w = width, height: h = width } = await sharp(drawn).metadata();
  const scanned = sharp(drawn).composite([{ input: await grain(w, h, 6), blend: "soft-light" }]);
  return format === "png" ? scanned.png({ compressionLevel: 6 }).toBuffer() : scanned.jpeg({ quality: 92 }).toBuffer();
}

export type NoticeText = { siteName: string; company: string; title: string; lines: string[] };

const A4 = { width: 2480, height: 3508 } as const;

/** One printed page of a notice, drawn as an SVG A4 sheet (at `scale` of 300 dpi). */
const PAPER = "#ede7da";

function noticePage(text: NoticeText, page: number, pages: number, scale = 1, paper = "#fdfcf9"): string {
  const W = A4.width * scale;
  const H = A4.height * scale;
  const s = (v: number) => v * scale;
  const rows = text.lines
    .slice(0, 22)
    .map(
      (line, i) =>
        `<text x="${s(220)}" y="${s(960 + i * 92)}" font-size="${s(44)}" fill="${stone[700]}">${esc(line)}</text>`,
    )
    .join("");
  const filler = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${s(220)}" y="${s(3000 - (14 - i) * 40)}" width="${s(i % 5 === 4 ? 1200 : 2040)}" height="${s(14)}" fill="${sand[300]}"/>`,
  ).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Pretendard, sans-serif">` +
    `<rect width="${W}" height="${H}" fill="${paper}"/>` +
    `<rect width="${W}" height="${s(90)}" fill="${ink[900]}"/>` +
    `<text x="${s(220)}" y="${s(60)}" font-size="${s(34)}" fill="${gold[300]}">샘플 문서 · 실제 입주자 모집공고가 아닙니다 · SAMPLE</text>` +
    `<text x="${s(220)}" y="${s(420)}" font-size="${s(54)}" fill="${gold[700]}" letter-spacing="${s(12)}">입주자 모집공고</text>` +
    `<text x="${s(220)}" y="${s(560)}" font-size="${s(110)}" font-weight="700" fill="${ink[900]}">${esc(text.siteName)}</text>` +
    `<text x="${s(220)}" y="${s(680)}" font-size="${s(46)}" fill="${stone[600]}">${esc(text.title)} · ${esc(text.company)}</text>` +
    `<line x1="${s(220)}" x2="${W - s(220)}" y1="${s(780)}" y2="${s(780)}" stroke="${gold[500]}" stroke-width="${s(4)}"/>` +
    rows +
    filler +
    `<text x="${W / 2}" y="${H / 2}" font-size="${s(300)}" font-weight="700" fill="${gold[500]}" fill-opacity="0.12" text-anchor="middle" transform="rotate(-35 ${W / 2} ${H / 2})">샘플 SAMPLE</text>` +
    `<text x="${W / 2}" y="${H - s(120)}" font-size="${s(34)}" fill="${stone[500]}" text-anchor="middle">${page} / ${pages}</text>` +
    `</svg>`
  );
}

/** The notice's cover page as a picture, `width` px wide (A4 portrait). */
export async function makeCover(text: NoticeText, width: number): Promise<Buffer> {
  const svg = noticePage(text, 1, 1, width / A4.width);
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A scanned notice: `pages` A4 pages at 300 dpi, each a JPEG with a scanner's grain (about 1.3 MB
 * a page, as an official notice printed and scanned runs 5 to 30 MB).
 */
export async function makeNoticePdf(text: NoticeText, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title} (샘플)`);
  doc.setAuthor(text.company);
  doc.setCreator("scripts/make-sample-materials.ts");
  // Paper is not white, and a scanner's colour noise is what makes a scanned page weigh what it does.
  const noise = await grain(A4.width, A4.height, 22);
  for (let p = 1; p <= pages; p++) {
    const jpeg = await sharp(Buffer.from(noticePage(text, p, pages, 1, PAPER)))
      .flatten({ background: PAPER })
      .composite([{ input: noise, blend: "overlay" }])
      .jpeg({ quality: 92 })
      .toBuffer();
    const image = await doc.embedJpg(jpeg);
    const page = doc.addPage([595.28, 841.89]);
    page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** A short contract document: its title and a page number on each page, as vector shapes (a few KB). */
export async function makeDocumentPdf(title: string, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} (샘플)`);
  doc.setCreator("scripts/make-sample-materials.ts");
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 0, y: 815, width: 595.28, height: 27, color: rgb(0.063, 0.106, 0.184) });
    for (let i = 0; i < 24; i++)
      page.drawRectangle({
        x: 56,
        y: 720 - i * 26,
        width: i % 6 === 5 ? 260 : 480,
        height: 6,
        color: rgb(0.86, 0.83, 0.77),
      });
    page.drawRectangle({ x: 56, y: 760, width: 200, height: 14, color: rgb(0.76, 0.63, 0.42) });
  }
  // The PDF's own metadata names it; its pages are shapes, so no font is needed.
  doc.setSubject(`${title}: SAMPLE, ${pages} pages`);
  return Buffer.from(await doc.save());
}
