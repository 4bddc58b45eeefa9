import { expect, test } from "@playwright/test";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startOwnServer, stopOwnServer, type OwnServer } from "./support/own-server";

// A production server started as an operator behind nginx might leave it: no SITE_URL (so the
// default, http://localhost:3000) and no VISIT_TOKEN_SECRET. It must not sign manage links with a
// key anyone can read in the source: it generates its own into DATA_DIR, and a link signed with the
// key the source used to hold (or any other) is refused. Its own server on E2E_PORT + 86.

const port = Number(process.env.E2E_PORT ?? 3100) + 86;
const OLD_SOURCE_KEY = "dev-only visit token secret (never used in production)";
const EXPLANATION = "예약 확인 링크가 올바르지 않거나";
let server: OwnServer | undefined;
let dataDir = "";

test.skip(({ isMobile }) => isMobile, "server behaviour; one viewport is enough");

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "visit-secret-e2e-"));
  server = await startOwnServer(port, { DATA_DIR: dataDir, LEAD_RATE_LIMIT: "0" });
});

test.afterAll(async () => {
  if (server) await stopOwnServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A manage token for `bookingId` as lib/visits/token.ts makes them, with any key. */
function signWith(key: string, bookingId: string): string {
  const expiry = Math.floor(Date.now() / 1000 + 7 * 86_400).toString(36);
  const mac = createHmac("sha256", key).update(`visit-manage\nv1\n${bookingId}\n${expiry}`).digest("base64url");
  return `v1.${bookingId}.${expiry}.${mac}`;
}

test("without SITE_URL or VISIT_TOKEN_SECRET a production server signs with a key of its own: a link forged with the source's old key is refused", async ({
  request,
}) => {
  const url = server!.url;
  // A real booking on the last bookable day.
  const visitPage = await (await request.get(`${url}/Promotion/Visit`)).text();
  const day = [...visitPage.matchAll(/day=(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!).at(-1)!;
  const dayPage = await (await request.get(`${url}/Promotion/Visit?day=${day}`)).text();
  const slot = [...dayPage.matchAll(/data-slot="([^"]+)"/g)].map((m) => m[1]!).at(-1)!;
  const answer = await request.post(`${url}/api/visit-booking`, {
    data: { slot, name: "비밀키", phone: "010-4545-7878", partySize: 1, consent: true },
  });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { manageUrl: string; booking: { id: string } };
  const bookingId = body.booking.id;
  const genuine = new URL(body.manageUrl).searchParams.get("t")!;

  // The key is the server's own: in DATA_DIR, readable by its owner only.
  expect(statSync(path.join(dataDir, ".visit-token-secret")).mode & 0o777).toBe(0o600);

  // The genuine link opens the booking; the forged ones are refused, on the page and at the API.
  const open = await request.get(`${url}/Promotion/Visit/manage?t=${encodeURIComponent(genuine)}`);
  expect(open.status()).toBe(200);
  expect(await open.text()).toContain(bookingId);
  for (const key of [OLD_SOURCE_KEY, "x".repeat(48)]) {
    const forged = signWith(key, bookingId);
    const page = await request.get(`${url}/Promotion/Visit/manage?t=${encodeURIComponent(forged)}`);
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain(EXPLANATION);
    const cancel = await request.post(`${url}/api/visit-booking/manage`, { data: { action: "cancel", t: forged } });
    expect(cancel.status()).toBeGreaterThanOrEqual(400);
    expect(cancel.status()).toBeLessThan(500);
  }
  // The booking is untouched.
  const still = await request.get(`${url}/Promotion/Visit/manage?t=${encodeURIComponent(genuine)}`);
  expect(await still.text()).not.toContain("예약이 취소되었습니다");
});
