// Writes the SAMPLE recruitment notice, public/docs/recruitment-notice-sample.pdf, from lib/site/content,
// for a complex that gives no notice of its own (materials.ts notice; that one is served as given).
// Korean text is set in Pretendard (TTF from node_modules/pretendard), subset into the file.
// `npm run build` runs it (scripts/build.mjs) for the selected complex; by hand: npx tsx scripts/make-notice-pdf.ts
// Besides the PDF it writes every text it draws to .art-cache/notice.txt, which the leak test reads
// (the PDF's own text is in subset-font glyph codes).
import { readFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, degrees, type PDFFont, type PDFPage } from "pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import { announcement, complex, subscriptionGuide, unitTypes } from "../lib/site/content/index";
import { materials } from "../lib/site/content/materials";
import { noticeTerms, salesTerms } from "../lib/site/content/sales-terms";

const root = path.resolve(__dirname, "..");
const fontDir = path.join(root, "node_modules/pretendard/dist/public/static/alternative");
const out = path.join(root, "public", announcement.pdf);

const INK = rgb(0.063, 0.106, 0.184);
const GOLD = rgb(0.49, 0.38, 0.21);
const GREY = rgb(0.34, 0.32, 0.29);
const LINE = rgb(0.86, 0.83, 0.77);
const A4: [number, number] = [595.28, 841.89];
const M = 56;

/** Every string drawn into the PDF, in order (written to .art-cache/notice.txt). */
const drawn: string[] = [];

type Ctx = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; pageNo: number };

/** Breaks text into lines that fit `width`, between words first (keep-all), inside a word only when it must. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/(\s+)/)) {
    const candidate = line + word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = word.trimStart();
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function newPage(ctx: Ctx) {
  ctx.page = ctx.doc.addPage(A4);
  ctx.pageNo += 1;
  ctx.y = A4[1] - M;
  decorate(ctx);
}

function ensure(ctx: Ctx, height: number) {
  if (ctx.y - height < M + 30) newPage(ctx);
}

function decorate(ctx: Ctx) {
  const { page, bold, regular } = ctx;
  // The sample mark: a diagonal watermark on every page and a banner line at the top.
  page.drawText("샘플 SAMPLE", {
    x: 120,
    y: 260,
    size: 78,
    font: bold,
    color: rgb(0.76, 0.63, 0.42),
    opacity: 0.13,
    rotate: degrees(35),
  });
  page.drawRectangle({ x: 0, y: A4[1] - 26, width: A4[0], height: 26, color: INK });
  page.drawText("샘플 문서 · 실제 입주자 모집공고가 아닙니다 · SAMPLE", {
    x: M,
    y: A4[1] - 17,
    size: 9,
    font: bold,
    color: rgb(0.89, 0.81, 0.64),
  });
  page.drawText(`${complex.siteName} 입주자 모집공고 (샘플)  ·  ${ctx.pageNo}`, {
    x: M,
    y: 28,
    size: 8,
    font: regular,
    color: GREY,
  });
  ctx.y = A4[1] - M - 10;
}

function text(
  ctx: Ctx,
  value: string,
  opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {},
) {
  drawn.push(value);
  const size = opts.size ?? 10;
  const font = opts.bold ? ctx.bold : ctx.regular;
  const x = M + (opts.indent ?? 0);
  const lines = wrap(value, font, size, A4[0] - M - x);
  for (const line of lines) {
    ensure(ctx, size * 1.6);
    ctx.page.drawText(line, { x, y: ctx.y - size, size, font, color: opts.color ?? INK });
    ctx.y -= size * 1.65;
  }
  ctx.y -= opts.gap ?? 2;
}

function heading(ctx: Ctx, value: string) {
  drawn.push(value);
  ensure(ctx, 60);
  ctx.y -= 14;
  ctx.page.drawRectangle({ x: M, y: ctx.y - 15, width: 3, height: 15, color: GOLD });
  ctx.page.drawText(value, { x: M + 10, y: ctx.y - 13, size: 13, font: ctx.bold, color: INK });
  ctx.y -= 26;
}

function table(ctx: Ctx, head: string[], rows: string[][], widths: number[]) {
  drawn.push(head.join(" | "), ...rows.map((r) => r.join(" | ")));
  const size = 9.5;
  const rowH = 22;
  const total = A4[0] - 2 * M;
  const xs = widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? M) + w * total], [M]);
  const draw = (cells: string[], isHead: boolean) => {
    ensure(ctx, rowH);
    if (isHead)
      ctx.page.drawRectangle({ x: M, y: ctx.y - rowH, width: total, height: rowH, color: rgb(0.96, 0.95, 0.93) });
    cells.forEach((c, i) =>
      ctx.page.drawText(c, { x: xs[i]! + 8, y: ctx.y - 15, size, font: isHead ? ctx.bold : ctx.regular, color: INK }),
    );
    ctx.page.drawLine({
      start: { x: M, y: ctx.y - rowH },
      end: { x: M + total, y: ctx.y - rowH },
      thickness: 0.6,
      color: LINE,
    });
    ctx.y -= rowH;
  };
  ctx.page.drawLine({ start: { x: M, y: ctx.y }, end: { x: M + total, y: ctx.y }, thickness: 1.2, color: INK });
  draw(head, true);
  rows.forEach((r) => draw(r, false));
  ctx.y -= 8;
}

async function main() {
  if (materials.notice) {
    // The complex's own notice is served as given (scripts/encode-materials.ts): no sample beside it.
    await rm(out, { force: true });
    await rm(path.join(root, ".art-cache/notice.txt"), { force: true });
    console.log(`${path.relative(root, out)}: not made, the complex gives its own notice (materials.ts notice)`);
    return;
  }
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${announcement.title} (샘플)`);
  drawn.push(`${announcement.title} (샘플)`, complex.company.name);
  doc.setAuthor(complex.company.name);
  doc.setSubject("샘플 입주자 모집공고: 실제 공고가 아닙니다");
  doc.setLanguage("ko-KR");
  doc.setCreator("scripts/make-notice-pdf.ts");
  doc.setProducer("pdf-lib");
  const fixed = new Date(`${announcement.publishedOn}T09:00:00+09:00`);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(await readFile(path.join(fontDir, "Pretendard-Regular.ttf")), { subset: true });
  const bold = await doc.embedFont(await readFile(path.join(fontDir, "Pretendard-Bold.ttf")), { subset: true });
  const ctx: Ctx = { doc, page: doc.addPage(A4), y: 0, regular, bold, pageNo: 1 };
  decorate(ctx);

  const published = new Intl.DateTimeFormat("ko-KR", { dateStyle: "long", timeZone: "Asia/Seoul" }).format(fixed);
  text(ctx, "입주자 모집공고", { size: 11, bold: true, color: GOLD, gap: 4 });
  text(ctx, complex.siteName, { size: 24, bold: true, gap: 6 });
  text(ctx, `공고일 ${published}  ·  ${complex.company.name}`, { size: 10, color: GREY, gap: 10 });
  text(
    ctx,
    `※ 이 문서는 홈페이지 구성을 보여 드리기 위한 샘플입니다. 단지명, 세대수, 일정 등 모든 내용은 가상의 예시이며 실제 청약에 사용할 수 없습니다.`,
    { size: 10, bold: true, color: rgb(0.6, 0.2, 0.15), gap: 8 },
  );

  heading(ctx, "1. 공급 개요");
  table(
    ctx,
    ["구분", "내용"],
    [
      ...announcement.summary.map((s) => [s.label, s.value]),
      ...complex.facts
        .filter((f) => ["대지면적", "연면적", "건축규모"].includes(f.label))
        .map((f) => [f.label, f.value]),
    ],
    [0.24, 0.76],
  );

  heading(ctx, "2. 공급 대상 (일반분양)");
  table(
    ctx,
    ["타입", "전용면적(㎡)", "세대수"],
    [
      ...unitTypes.map((u) => [u.label, u.exclusiveArea.toFixed(2), `${u.households.toLocaleString("ko-KR")}세대`]),
      ["합계", "", `${unitTypes.reduce((s, u) => s + u.households, 0).toLocaleString("ko-KR")}세대`],
    ],
    [0.3, 0.35, 0.35],
  );

  heading(ctx, "3. 청약 및 계약 일정");
  table(
    ctx,
    ["구분", "일정"],
    complex.schedule.map((s) => [s.title, s.when]),
    [0.4, 0.6],
  );
  text(ctx, subscriptionGuide.hours, { size: 9.5, color: GREY });

  // The terms as the complex states them once (terms.ts): the same words as the price page and the FAQ.
  const terms = noticeTerms(salesTerms, unitTypes);
  heading(ctx, "4. 공급금액 납부 조건");
  table(ctx, ["구분", "금액·비율", "납부 시기"], terms.payments, [0.34, 0.28, 0.38]);
  text(ctx, "발코니 확장", { size: 10.5, bold: true });
  table(ctx, ["타입", "확장 비용"], terms.balcony, [0.5, 0.5]);
  text(ctx, "유상옵션", { size: 10.5, bold: true });
  table(ctx, ["품목", "금액"], terms.options, [0.5, 0.5]);
  for (const n of terms.notes) text(ctx, `· ${n}`, { indent: 8 });

  heading(ctx, "5. 신청 자격");
  for (const section of subscriptionGuide.eligibility) {
    text(ctx, section.title, { size: 10.5, bold: true });
    for (const item of section.items) text(ctx, `· ${item}`, { indent: 8 });
    ctx.y -= 4;
  }

  heading(ctx, "6. 특별공급 유형");
  for (const s of subscriptionGuide.specialSupply) text(ctx, `· ${s.title}: ${s.text}`, { indent: 8 });

  heading(ctx, "7. 유의사항");
  text(ctx, `· ${announcement.note}`, { indent: 8 });
  for (const d of complex.disclaimers) text(ctx, `· ${d}`, { indent: 8 });
  text(ctx, `· 분양 문의 ${complex.phone} (${complex.hours}) · 견본주택 ${complex.address.modelHouse}`, { indent: 8 });

  const bytes = await doc.save({ useObjectStreams: true });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, bytes);
  await mkdir(path.join(root, ".art-cache"), { recursive: true });
  await writeFile(path.join(root, ".art-cache/notice.txt"), drawn.join("\n") + "\n");
  console.log(`${path.relative(root, out)}: ${doc.getPageCount()} pages, ${(bytes.length / 1024).toFixed(1)} KB`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
