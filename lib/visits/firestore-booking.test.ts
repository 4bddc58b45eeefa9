import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { modelHouse, visitBookingCopy, visitSmsCopy } from "@/lib/site/content/visit-booking";
import { handleLeadPost, type IntakeDeps } from "@/lib/leads/intake";
import { RateLimiter } from "@/lib/platform/http/rate-limiter";
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";
import { firestoreForFile } from "@/test-support/firestore";
import { FirestoreSmsOutbox } from "@/lib/messages/store/firestore";
import { FirestoreVisitBookingStore } from "./store/firestore";
import { fixtureCalendar } from "@/test-support/visit-calendar";
import { visitBookingAfterStore } from "./lead-booking";
import { bookingForLink, cancelByLink, changeByLink, dayChoices, type VisitDeps } from "./service";
import { visitTokenKey } from "./token";

// The booking path on Firestore, through the real code: the lead intake (handleLeadPost, as the
// route /api/visit-booking runs it) with the Firestore lead outbox, the booking step after it
// (lead-booking.ts) with the Firestore booking store and SMS outbox, and the signed-link steps of
// service.ts (cancel, change). On the real Cloud Firestore emulator (a demo- project per test).
// store/firestore.test.ts runs the store's own contract (50 bookings at a slot of 10 among
// them); this is the path around it. The concurrent posts below come from separate clients (apps),
// as separate server instances would send them.

const now = new Date("2026-11-25T00:00:00Z"); // Wednesday 09:00 in Seoul
const SITE = "https://www.example.test";
const { client, project: newProject } = firestoreForFile("visit-path");

/** One server instance: its own Firestore client and stores, over the project's data. */
function instance(projectId: string, capacity = fixtureCalendar.capacity) {
  const db = client(projectId);
  const deps: VisitDeps = {
    store: new FirestoreVisitBookingStore(db),
    calendar: { ...fixtureCalendar, capacity },
    tokenKey: visitTokenKey({
      NODE_ENV: "test",
      VISIT_TOKEN_SECRET: "unit-test-visit-token-secret-0123456789",
      DATA_DIR: "unused",
    }),
    manageUrl: `${SITE}/Promotion/Visit/manage`,
    copy: visitBookingCopy,
    sms: {
      outbox: new FirestoreSmsOutbox(db),
      enabled: true,
      reminders: true,
      copy: visitSmsCopy,
      modelHouseAddress: modelHouse.address,
      phone: modelHouse.phone,
    },
  };
  const leads = new FirestoreLeadOutbox(db);
  const intake: IntakeDeps = {
    outbox: leads,
    destinations: {},
    limiter: new RateLimiter(0),
    trustedProxyHops: 0,
    siteUrl: SITE,
    schedule: () => {},
    now: () => now,
    afterStore: visitBookingAfterStore(deps),
  };
  return { db, deps, leads, intake };
}

const post = (body: Record<string, unknown>, form = false) =>
  new Request(`${SITE}/api/visit-booking`, {
    method: "POST",
    headers: form
      ? { "content-type": "application/x-www-form-urlencoded", referer: `${SITE}/Promotion/Visit` }
      : { "content-type": "application/json" },
    body: form
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
      : JSON.stringify(body),
  });

const booking = (slot: string, phone: string, over: Record<string, unknown> = {}) => ({
  slot,
  name: "윤서아",
  phone,
  partySize: 2,
  consent: true,
  smsConsent: true,
  ...over,
});
const left = async (deps: VisitDeps, slot: string) =>
  (await dayChoices(deps, slot.slice(0, 10), now)).find((s) => s.id === slot)!.left;
const tokenOf = (url: string) => new URL(url, SITE).searchParams.get("t")!;

describe("visit booking on Firestore, through the intake and the signed link", () => {
  it("book (JSON and the plain form post): places drop, the lead and the SMS are stored; cancel by the link: places rise", async () => {
    const { deps, leads, intake } = instance(newProject());
    const slot = "2026-11-26T14:00";
    expect(await left(deps, slot)).toBe(10);

    const answer = await handleLeadPost("visit-booking", post(booking(slot, "010-2345-6789")), intake);
    expect(answer.status).toBe(201);
    const created = (await answer.json()) as {
      id: string;
      booking: { id: string };
      manageUrl: string;
      doneUrl: string;
    };
    expect(await left(deps, slot)).toBe(9);
    // The lead first, then the booking that carries its id; the confirmation waits in the SMS outbox.
    const lead = await leads.get(created.id);
    expect(lead).toMatchObject({
      form: "visit-booking",
      name: "윤서아",
      phone: "01023456789",
      message: "견본주택 방문예약 2026-11-26 14:00 · 2명",
    });
    const found = await bookingForLink(deps, tokenOf(created.manageUrl), now);
    expect(found).toMatchObject({
      ok: true,
      booking: { id: created.booking.id, leadId: created.id, status: "active", partySize: 2 },
    });
    expect(await deps.sms!.outbox.get(`${created.booking.id}:confirmation`)).toMatchObject({ to: "01023456789" });

    // The booking page without JavaScript: a 303 to the result page of a second booking.
    const form = await handleLeadPost(
      "visit-booking",
      post({ ...booking(slot, "010-3456-7890"), consent: "on", smsConsent: "" }, true),
      intake,
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/^\/Promotion\/Visit\/done\?t=v1\.V-1126-\d{4}\./);
    expect(await left(deps, slot)).toBe(8);

    const cancelled = await cancelByLink(deps, tokenOf(created.manageUrl), now);
    expect(cancelled).toMatchObject({ ok: true, changed: true, booking: { status: "cancelled" } });
    expect(await left(deps, slot)).toBe(9);
    // The unsent reminder goes with it; a second cancel changes nothing; the lead stays.
    expect((await deps.sms!.outbox.get(`${created.booking.id}:reminder`))?.status).not.toBe("pending");
    expect(await cancelByLink(deps, tokenOf(created.manageUrl), now)).toMatchObject({ ok: true, changed: false });
    expect(await left(deps, slot)).toBe(9);
    expect(await leads.get(created.id)).not.toBeNull();
  });

  it("change by the link moves the booking under a new number: the old slot rises, the new one drops; a full target leaves it", async () => {
    const { deps, intake } = instance(newProject(), 2);
    const [from, to] = ["2026-11-27T10:00", "2026-11-27T11:00"];
    const answer = await handleLeadPost("visit-booking", post(booking(from, "010-4567-8901")), intake);
    expect(answer.status).toBe(201);
    const { manageUrl, booking: first } = (await answer.json()) as { manageUrl: string; booking: { id: string } };
    const moved = await changeByLink(deps, tokenOf(manageUrl), { slot: to, partySize: "3" }, now);
    if (!moved.ok) throw new Error(JSON.stringify(moved));
    expect(moved.booking.id).not.toBe(first.id);
    expect(moved.booking).toMatchObject({ slotId: to, partySize: 3, status: "active" });
    expect([await left(deps, from), await left(deps, to)]).toEqual([2, 1]);
    // The old link names a booking that was moved: refused, nothing changes.
    expect(await changeByLink(deps, tokenOf(manageUrl), { slot: from }, now)).toMatchObject({
      ok: false,
      kind: "link",
    });

    // Fill the first slot (2 places) and try to move there: refused as full, the booking stays.
    for (const phone of ["010-1111-2222", "010-1111-3333"])
      expect((await handleLeadPost("visit-booking", post(booking(from, phone)), intake)).status).toBe(201);
    expect(await changeByLink(deps, tokenOf(moved.manageUrl), { slot: from }, now)).toMatchObject({
      ok: false,
      kind: "refused",
      reason: "unavailable",
    });
    expect(await bookingForLink(deps, tokenOf(moved.manageUrl), now)).toMatchObject({
      ok: true,
      booking: { slotId: to, status: "active" },
    });
    expect([await left(deps, from), await left(deps, to)]).toEqual([0, 1]);
  });

  it("12 visitors post at once for a slot of 3, from 4 server instances: exactly 3 bookings, 9 refused as unavailable, every lead kept", async () => {
    const projectId = newProject();
    const instances = Array.from({ length: 4 }, () => instance(projectId, 3));
    const slot = "2026-11-28T15:00";
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        handleLeadPost("visit-booking", post(booking(slot, `010-7000-${String(1000 + i)}`)), instances[i % 4]!.intake),
      ),
    );
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      ok: boolean;
      reason?: string;
      message?: string;
      id?: string;
    }[];
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const full = bodies.filter((b) => b.reason === "unavailable");
    expect(full).toHaveLength(9);
    expect(new Set(full.map((b) => b.message))).toEqual(new Set([visitBookingCopy.unavailable]));
    const { deps, leads } = instances[0]!;
    expect(await left(deps, slot)).toBe(0);
    expect(
      (await deps.store.listDay(slot.slice(0, 10))).filter((b) => b.status === "active" && b.slotId === slot),
    ).toHaveLength(3);
    // A refused visitor is still a lead (lead-booking.ts): all 12 are stored.
    expect((await leads.list({})).filter((l) => l.form === "visit-booking")).toHaveLength(12);
  }, 60_000);
});
