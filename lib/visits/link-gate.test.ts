import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeAllDbs, openDb } from "@/lib/platform/db/sqlite";
import { visitBookingCopy } from "@/lib/site/content/visit-booking";
import { fixtureCalendar } from "@/test-support/visit-calendar";
import { SqliteVisitBookingStore } from "./store/sqlite";
import { refusedByProxy, refusedVisitLink, tokenParam, VISIT_LINK_REFUSED_HEADER } from "./link-gate";
import { bookVisit, type VisitDeps } from "./service";
import { signManageToken, visitTokenKey } from "./token";

// The proxy's check of a booking link (lib/visits/link-gate.ts) on a real SQLite store and real
// signed tokens: only a link that names a booking, on the manage and done pages, goes through.

const now = new Date("2026-11-25T00:00:00Z");
const key = visitTokenKey({
  NODE_ENV: "test",
  VISIT_TOKEN_SECRET: "unit-test-visit-token-secret-0123456789",
  DATA_DIR: "unused",
});

function deps(): VisitDeps {
  const db = openDb(path.join(mkdtempSync(path.join(os.tmpdir(), "visit-gate-")), "site.db"));
  return {
    store: new SqliteVisitBookingStore(db),
    calendar: fixtureCalendar,
    tokenKey: key,
    manageUrl: "https://www.example.test/Promotion/Visit/manage",
    copy: visitBookingCopy,
    sms: null,
  };
}

const query = (q: string) => new URLSearchParams(q);

describe("the booking-link gate of proxy.ts", () => {
  afterEach(() => closeAllDbs());

  it("lets a link that names a booking through, on both pages, GET and HEAD", async () => {
    const d = deps();
    const booked = await bookVisit(
      d,
      { slot: "2026-11-26T14:00", name: "문지아", phone: "010-2345-6789", partySize: "1", consent: "on" },
      now,
    );
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    const t = new URL(booked.manageUrl).searchParams.get("t")!;
    for (const page of ["/Promotion/Visit/manage", "/Promotion/Visit/done"]) {
      for (const method of ["GET", "HEAD"])
        expect(await refusedVisitLink(method, page, query(`t=${t}&changed=1`), async () => d, now)).toBe(false);
    }
    // The same link after it expired, or with a changed signature, or twice: refused.
    const late = new Date(booked.booking.startsAt.getTime() + 25 * 60 * 60 * 1000);
    expect(await refusedVisitLink("GET", "/Promotion/Visit/manage", query(`t=${t}`), async () => d, late)).toBe(true);
    const tampered = t.slice(0, -10) + (t.at(-10) === "A" ? "B" : "A") + t.slice(-9);
    expect(await refusedVisitLink("GET", "/Promotion/Visit/manage", query(`t=${tampered}`), async () => d, now)).toBe(
      true,
    );
    expect(await refusedVisitLink("GET", "/Promotion/Visit/done", query(`t=${t}&t=${t}`), async () => d, now)).toBe(
      true,
    );
  });

  it("refuses a genuine signature that names no booking, a missing, empty or malformed token", async () => {
    const d = deps();
    const orphan = signManageToken(key, "V-1126-0001", new Date("2026-11-27T00:00:00Z"));
    for (const q of [
      `t=${orphan}`,
      "",
      "t=",
      "t=%00",
      "t=v1.V-1126-0001.zz." + "A".repeat(43),
      "t=" + "a".repeat(5000),
    ]) {
      expect(await refusedVisitLink("GET", "/Promotion/Visit/manage", query(q), async () => d, now), q).toBe(true);
    }
  });

  it("leaves other pages and methods alone, and a store it cannot reach to the page", async () => {
    const d = deps();
    const deps0 = vi.fn(async () => d);
    expect(await refusedVisitLink("GET", "/Promotion/Visit", query("t=x"), deps0, now)).toBe(false);
    expect(await refusedVisitLink("GET", "/Promotion/Visit/manage/", query("t=x"), deps0, now)).toBe(false);
    expect(await refusedVisitLink("POST", "/Promotion/Visit/manage", query("t=x"), deps0, now)).toBe(false);
    expect(deps0).not.toHaveBeenCalled();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      await refusedVisitLink(
        "GET",
        "/Promotion/Visit/done",
        query("t=x"),
        async () => Promise.reject(new Error("store down")),
        now,
      ),
    ).toBe(false);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("reads t as the page does, and the header only as the proxy sets it", () => {
    expect(tokenParam(query(""))).toBeUndefined();
    expect(tokenParam(query("t=a"))).toBe("a");
    expect(tokenParam(query("t=a&t=b"))).toEqual(["a", "b"]);
    expect(refusedByProxy(new Headers({ [VISIT_LINK_REFUSED_HEADER]: "1" }))).toBe(true);
    expect(refusedByProxy(new Headers())).toBe(false);
  });
});
