import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { complex } from "../lib/site/content";
import { nowOn } from "../lib/site/content/home";
import { kstDay } from "../lib/platform/time/kst";
import { adminEmail, adminPassword, adminPasswordHash } from "./support/admin.mjs";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// Content that ages with the calendar, on the production build, without a rebuild: one build served
// with the test clock (PRESALE_NOW, lib/site/today.ts) set to a day before the opening, a day of the
// 청약 and a day after the contracts. The home page and the schedule are prerendered and regenerated
// (ISR, revalidate = 60): each start's first request finds the page older than a minute and has it
// regenerated, so the page changes with the date through the ISR path, as after midnight KST. Then a
// publish shows on the home news at once (revalidatePath).
//
// Its own server on E2E_PORT + 41, on its own copy of the build's output (hard links, with the
// prerendered pages a real copy and Next's route-cache/ emptied before each start): the pages it
// regenerates for another date never reach the main test server's cache, nor the next start's.

const port = Number(process.env.E2E_PORT ?? 3100) + 41;
const site = complex.defaultSite;
const step = (title: string) => complex.schedule.find((s) => s.title === title)!;
const dated = complex.schedule.filter((s) => s.start);

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(
  ({ isMobile }) => isMobile,
  "server behaviour; one viewport is enough (the phone's sections are set per test)",
);

let work = "";
let standalone = "";
let server: OwnServer | undefined;

/** A fresh page cache: the build's prerendered pages, as a new instance starts with. */
function freshPageCache() {
  // What the last server regenerated (Next keeps it in route-cache/, by route kind and build).
  rmSync(path.join(standalone, ".next/server/route-cache"), { recursive: true, force: true });
  const cache = path.join(standalone, ".next/server/app");
  rmSync(cache, { recursive: true, force: true });
  // -a: real files (no link to the main build's), with the build's times, so the pages are as old as the build.
  execFileSync("cp", ["-a", path.resolve(".next/standalone/.next/server/app"), cache]);
}

async function startAt(now: string) {
  if (server) await stopOwnServer(server);
  freshPageCache();
  server = await startOwnServer(port, {
    PRESALE_STANDALONE_DIR: standalone,
    DATA_DIR: path.join(work, "data"),
    PRESALE_NOW: now,
    DEMO_CONTENT: "true",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD_HASH: adminPasswordHash,
    SECOND_FACTOR: "none",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    VISIT_TOKEN_SECRET: "dated-content-e2e-visit-token-secret-0123456789",
  });
  return server.url;
}

/** The page's HTML once `ready` holds (the first requests may still get the build's page): 45 s at most. */
async function htmlWhen(url: string, ready: (html: string) => boolean): Promise<string> {
  const deadline = Date.now() + 45_000;
  let html = "";
  for (;;) {
    html = await (await fetch(url)).text();
    if (ready(html)) return html;
    if (Date.now() > deadline)
      throw new Error(`${url} did not change within 45 s; the last answer's now-on: ${phaseOf(html)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const phaseOf = (html: string) => html.match(/data-testid="now-on" data-phase="([a-z]+)"/)?.[1];

/** The phone's rendering of a page, with the browser's clock on the server's day. */
async function phone(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.setViewportSize({ width: 390, height: 844 });
}

test.beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "dated-content-e2e-"));
  standalone = path.join(work, "standalone");
  execFileSync("cp", ["-al", path.resolve(".next/standalone"), standalone]);
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  if (work) rmSync(work, { recursive: true, force: true });
});

test("before the opening: the home puts the opening first, no step is 완료, the bar announces the opening, the .ics holds every step", async ({
  page,
}) => {
  const opening = step(nowOn.opening.step).start!;
  const now = new Date(Date.parse(`${opening}T10:00:00+09:00`) - 6 * 86_400_000).toISOString();
  const url = await startAt(now);

  const html = await htmlWhen(`${url}/`, (h) => phaseOf(h) === "opening");
  expect(html).toContain(nowOn.opening.title);
  const day = kstDay(Date.parse(now));
  const announced = complex.announcementBar.items.filter(
    (i) => (!i.from || i.from <= day) && (!i.until || day <= i.until),
  );
  expect(announced.length).toBeGreaterThan(0);

  await phone(page, now);
  await page.goto(`${url}/`);
  const card = page.locator('[data-testid="now-on"]:visible');
  await expect(card).toHaveAttribute("data-phase", "opening");
  await expect(card.getByRole("link", { name: nowOn.opening.link.text })).toHaveAttribute(
    "href",
    nowOn.opening.link.href,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId("announcement-line").first()).toBeVisible();
  await expect(page.getByTestId("announcement-line").first()).toContainText(announced[0]!.text.slice(0, 12));

  await htmlWhen(`${url}/BusinessGuide/plan`, (h) => !h.includes('data-state="done"'));
  await page.goto(`${url}/BusinessGuide/plan`);
  await expect(page.getByTestId("schedule-step")).toHaveCount(complex.schedule.length);
  await expect(page.getByTestId("schedule-state")).toHaveCount(0);

  // The file the button downloads (once regenerated: the build's, of the real date, has no step
  // left): every dated step, as RFC 5545 all-day events.
  await htmlWhen(
    `${url}/BusinessGuide/plan/schedule.ics`,
    (b) => b.startsWith("BEGIN:VCALENDAR") && b.includes(`${nowOn.opening.step}\r\n`),
  );
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /캘린더에 일정 추가/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("sales-schedule.ics");
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString("utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const unfolded = ics.replace(/\r\n /g, "");
  for (const s of dated) expect(unfolded).toContain(`DTSTART;VALUE=DATE:${s.start!.replace(/-/g, "")}\r\n`);
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
});

test("on the first-rank day: the home lists the 청약 steps with 완료 and 진행 중, past steps are 완료 on the schedule, the .ics holds only the steps ahead", async ({
  page,
}) => {
  const firstRank = step(nowOn.subscription.steps[1]!);
  // 00:30 in Korea is 15:30 UTC the day before: the server decides by the Korean date.
  const now = new Date(Date.parse(`${firstRank.start}T00:30:00+09:00`)).toISOString();
  const url = await startAt(now);

  await htmlWhen(`${url}/`, (h) => phaseOf(h) === "subscription");
  await phone(page, now);
  await page.goto(`${url}/`);
  const card = page.locator('[data-testid="now-on"]:visible');
  await expect(card).toHaveAttribute("data-phase", "subscription");
  const steps = card.getByTestId("now-on-step");
  await expect(steps).toHaveCount(nowOn.subscription.steps.length);
  await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
  await expect(steps.nth(0)).toContainText("완료");
  await expect(steps.nth(1)).toHaveAttribute("data-state", "now");
  await expect(steps.nth(1)).toContainText("진행 중");
  await expect(steps.last()).toHaveAttribute("data-state", "upcoming");

  // The build's page (of the real date) has every step done and none under way.
  await htmlWhen(`${url}/BusinessGuide/plan`, (h) => h.includes('data-state="now"'));
  await page.goto(`${url}/BusinessGuide/plan`);
  const list = page.getByTestId("schedule-step");
  for (const [i, s] of complex.schedule.entries()) {
    const past = Boolean(s.start) && (s.end ?? s.start)! < firstRank.start!;
    await expect(list.nth(i)).toHaveAttribute(
      "data-state",
      past ? "done" : s.title === firstRank.title ? "now" : s.start ? "upcoming" : "planned",
    );
    if (past) await expect(list.nth(i).getByTestId("schedule-state")).toHaveText("완료");
  }

  const ics = await htmlWhen(
    `${url}/BusinessGuide/plan/schedule.ics`,
    (b) => b.startsWith("BEGIN:VCALENDAR") && !b.includes(`${nowOn.opening.step}\r\n`),
  );
  const unfolded = ics.replace(/\r\n /g, "");
  for (const s of dated) {
    const summary = `SUMMARY:[${complex.siteName}] ${s.title}\r\n`;
    if ((s.end ?? s.start)! < firstRank.start!) expect(unfolded).not.toContain(summary);
    else expect(unfolded).toContain(summary);
  }
});

test("after the contracts: the home shows the remaining units, every dated step is 완료, no .ics is offered", async ({
  page,
}) => {
  const contract = step(nowOn.subscription.steps.at(-1)!);
  const now = new Date(Date.parse(`${contract.end ?? contract.start}T12:00:00+09:00`) + 3 * 86_400_000).toISOString();
  const url = await startAt(now);

  await htmlWhen(`${url}/`, (h) => phaseOf(h) === "remaining");
  await phone(page, now);
  await page.goto(`${url}/`);
  const card = page.locator('[data-testid="now-on"]:visible');
  await expect(card).toHaveAttribute("data-phase", "remaining");
  await expect(card).toContainText(nowOn.remaining.title);
  await expect(card.getByRole("link", { name: nowOn.remaining.link.text })).toHaveAttribute(
    "href",
    nowOn.remaining.link.href,
  );

  await htmlWhen(`${url}/BusinessGuide/plan`, (h) => h.includes('data-testid="schedule-all-done"'));
  await page.goto(`${url}/BusinessGuide/plan`);
  await expect(page.getByTestId("schedule-state")).toHaveCount(dated.length);
  await expect(page.getByRole("link", { name: /캘린더에 일정 추가/ })).toHaveCount(0);
  await expect(page.getByTestId("schedule-all-done")).toBeVisible();
  const deadline = Date.now() + 45_000;
  let status = 0;
  while (Date.now() < deadline && (status = (await fetch(`${url}/BusinessGuide/plan/schedule.ics`)).status) !== 404)
    await new Promise((r) => setTimeout(r, 500));
  expect(status).toBe(404);

  // An article published now is the first of the home's news on the next visit (revalidatePath).
  const title = `분양 소식 ${Math.random().toString(36).slice(2, 8)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${url}/${site}/press`);
  await page.getByLabel("관리자 이메일").fill(adminEmail);
  await page.getByLabel("비밀번호").fill(adminPassword);
  await page.getByRole("button", { name: "관리자 로그인" }).click();
  await expect(page.getByText(`${adminEmail} 님, 환영합니다.`)).toBeVisible();
  const form = page.getByTestId("press-write-form");
  await form.getByRole("textbox", { name: /^제목/ }).fill(title);
  await form.getByRole("textbox", { name: /^요약/ }).fill("홈 화면 소식에 바로 보이는지 확인합니다.");
  await form.getByRole("button", { name: "등록" }).click();
  await expect(form.getByTestId("press-write-result")).toHaveText("보도자료가 등록되었습니다.");

  // A visitor (no session) on a phone, right after the publish: no minute's wait.
  const visitor = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  try {
    const home = await visitor.newPage();
    await home.goto(`${url}/`);
    await expect(home.getByTestId("home-news").getByTestId("news-item").first().getByRole("link")).toHaveText(title);
  } finally {
    await visitor.close();
  }
});
