import { beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import type { Firestore } from "firebase-admin/firestore";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { accessRecord } from "@/lib/staff/access";
import type { AccessRecordStore } from "@/lib/staff/access/records";
import { FirestoreAccessRecordStore, accessRecordDocument } from "@/lib/staff/access/store/firestore";
import { verifyChain } from "@/lib/staff/access/records";
import { SqliteAccessRecordStore } from "@/lib/staff/access/store/sqlite";
import type { ConversionQueue, NewConversion } from "@/lib/leads/follow-ups/queue";
import { FirestoreConversionQueue, conversionDocument } from "@/lib/leads/follow-ups/store/firestore";
import { SqliteConversionQueue } from "@/lib/leads/follow-ups/store/sqlite";
import type { UserStore } from "@/lib/staff/users/users";
import { FirestoreUserStore, staffUserDocument } from "@/lib/staff/users/store/firestore";
import { SqliteUserStore } from "@/lib/staff/users/store/sqlite";
import type { LeadDeskStore } from "@/lib/leads/desk/course";
import { FirestoreLeadDeskStore, courseDocument, courseEventDocument } from "@/lib/leads/desk/store/firestore";
import { SqliteLeadDeskStore } from "@/lib/leads/desk/store/sqlite";
import { openDb, type Db } from "@/lib/platform/db/sqlite";
import { LEAD_FORMS } from "@/lib/leads/constraints";
import { LIST_LIMIT_MAX, type LeadOutbox, type NewLead } from "@/lib/leads/outbox";
import { FirestoreLeadOutbox, leadDocument, type StoredLead } from "@/lib/leads/store/firestore";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";
import type { SourceDimension } from "@/lib/leads/stats";
import { FirestorePressRepository } from "@/lib/press/store/firestore";
import { pressRepositoryContract } from "@/test-support/contracts/press-repository.contract";
import { SqlitePressRepository } from "@/lib/press/store/sqlite";
import type { PressArticle, PressStore } from "@/lib/press/types";
import { FirestoreSmsOutbox, smsDocument } from "@/lib/messages/store/firestore";
import { SqliteSmsOutbox } from "@/lib/messages/store/sqlite";
import type { BookResult, NewBooking, VisitBooking, VisitBookingStore } from "@/lib/visits/bookings";
import { bookingStoreContract, contractCalendar } from "@/test-support/contracts/booking-store.contract";
import { FirestoreVisitBookingStore, bookingDocument } from "@/lib/visits/store/firestore";
import { SqliteVisitBookingStore } from "@/lib/visits/store/sqlite";
import { slotsOn, type Slot } from "@/lib/site/content/visit-calendar";
import { firestoreForFile } from "@/test-support/firestore";
import { runScript, type ScriptResult } from "@/test-support/run-script";
import { MIGRATED_COLLECTIONS, migrateToFirestore, type MigrationNotice, type MigrationReport } from "./to-firestore";
import { FirestoreUnitsBoard, unitChangeDocument, unitFigureDocument } from "@/lib/leads/units/store/firestore";
import { SqliteUnitsBoard } from "@/lib/leads/units/store/sqlite";

// `npm run migrate -- --to firestore` on the real Firestore emulator: a SQLite file filled through
// the SQLite stores (articles over several pages, leads of every form and delivery state with keys
// and sources, bookings active, cancelled and changed, a closed slot, SMS messages), copied by the
// script in its own process into a named database of a demo- project; then both stores answer the
// same through their public methods, the Firestore stores keep working on the copy, a second run
// creates nothing, and the store contracts (bookings, press) pass on copies. The back office's
// stores (staff accounts, desk courses, access records, the follow-up queue) are compared the same
// way on a copy of their own; their contracts assume an empty store (whole lists, purges), so they
// do not run on a copy.

const firestore = firestoreForFile("migrate");
const DATABASE = "complex-copy";
const NOW = new Date("2026-11-25T03:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const CAPACITY = 2;
const slot = (date: string, start: string): Slot => slotsOn(contractCalendar, date).find((s) => s.start === start)!;
// Other days than the booking contract's (2026-11-26/27), so that its cases run on a copy too.
const A = slot("2026-12-01", "10:00"); // full: two active bookings
const B = slot("2026-12-01", "11:00"); // one active, one cancelled
const C = slot("2026-12-01", "12:00"); // the target of a change
const D = slot("2026-12-02", "10:00"); // the origin of that change: its booking cancelled
const E = slot("2026-12-02", "11:00"); // one active booking, then closed
const F = slot("2026-12-02", "12:00"); // closed, never booked
const SLOT_IDS = [A, B, C, D, E, F].map((s) => s.id);
/** The lead under a live lease when the copy is made. */
const LEASED = 12;

/** The one address of a seeded staff account that another account holds on the CLI's Firestore target. */
const TAKEN = "taken@example.com";
/** More access records than one page of the copy (400), some sharing a millisecond across the page's end. */
const RECORDS = 450;

type Seeded = {
  file: string;
  dataDir: string;
  leadIds: string[];
  keyed: NewLead[];
  bookingIds: string[];
  smsIds: string[];
  sites: string[];
  staffIds: string[];
  conversionIds: string[];
};

/** A lead's follow-up events (every fifth lead): Meta's, and a new-lead alert held by quiet hours for 8 hours. */
const followUps = (i: number, form: string): NewConversion[] => [
  {
    platform: "meta",
    event: "Lead",
    payload: { event_name: "Lead", event_id: `ev-${i}`, user_data: { ph: ["hash"] } },
  },
  { platform: "desk", event: "alert-webhook", payload: { form }, notBefore: minutes(-i * 199 + 8 * 60) },
];

function newLead(i: number): NewLead {
  const form = LEAD_FORMS[i % LEAD_FORMS.length]!;
  const sources = [
    {
      referrer: "https://m.search.naver.com/search.naver?query=%EB%B6%84%EC%96%91",
      utm: { utm_source: "naver", utm_medium: "cpc", utm_campaign: "분양-오픈" },
    },
    { referrer: "https://www.google.co.kr/", utm: null },
    { referrer: null, utm: { utm_source: "kakao", utm_medium: "display", utm_campaign: "model-house" } },
    { referrer: "https://l.instagram.com/", utm: { utm_source: "instagram", utm_medium: "social", utm_campaign: "" } },
    { referrer: null, utm: null },
  ][i % 5]!;
  return {
    form,
    fields: {
      name: `고객${i}`,
      phone: `0109${String(1_000_000 + i).padStart(7, "0")}`,
      message:
        form === "inquiry"
          ? `${i}번 문의: 중도금 대출이 되나요?`
          : form === "visit" && i % 3 === 0
            ? "주말 방문"
            : null,
      birthDate: form === "inquiry" ? "850315" : null,
      email: form === "register" && i % 2 ? `buyer${i}@example.com` : null,
      visitDate: form === "register" && i % 3 ? "2026-12-05" : null,
    },
    page: ["/", "/Promotion/Visit", "/Promotion/Customer", "/Sales/price"][i % 4]!,
    landing: i % 3 === 0 ? `/Brand/intro?utm_source=x&n=${i}` : i % 3 === 1 ? null : "/",
    referrer: sources.referrer,
    utm: sources.utm,
    clickIds: [
      { gclid: `Cj0K-${i}`, fbp: "fb.1.1764100000000.1234567890" },
      null,
      { napm: "ct=hf2bview|tr=sa", fbc: `fb.1.1764200000000.IwAR_${i}` },
      undefined,
    ][i % 4],
    consents: [
      { marketing: true, thirdParty: false, overseas: false, version: "c-seedversion" },
      null,
      { marketing: false, thirdParty: true, overseas: true, version: "c-seedversion" },
    ][i % 3],
    consentAt: minutes(-i * 199),
    idempotencyKey: i % 7 === 3 ? null : `key-${String(i).padStart(4, "0")}-abcdefgh`,
    hasDestination: i % 6 !== 5,
  };
}

/** A DATA_DIR with some of everything, written through the SQLite stores. */
async function seed(): Promise<Seeded> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "migrate-"));
  const file = path.join(dataDir, "site.db");
  const db = openDb(file);

  // Press: 27 articles of one site (three pages, equal dates around the page boundary), 3 of another, with views.
  const press = new SqlitePressRepository(db);
  const sites = ["seon", "other-site"];
  await press.importArticles(
    Array.from({ length: 27 }, (_, i) => ({
      id: `art${String((i * 11) % 27).padStart(2, "0")}Xy`,
      siteId: "seon",
      title: `보도자료 ${i}`,
      summary: `요약 ${i}`,
      content: `본문 ${i}\n둘째 줄`,
      date: new Date(Date.UTC(2026, 9, 1 + (i >= 8 && i <= 12 ? 8 : i), 3, 0, 0, 123)),
      views: i * 13,
    })),
  );
  await press.importArticles(
    Array.from({ length: 3 }, (_, i) => ({
      id: `other-${i}`,
      siteId: "other-site",
      title: `다른 ${i}`,
      summary: "",
      content: "본문",
      date: new Date(Date.UTC(2026, 5, i + 1)),
    })),
  );
  for (let i = 0; i < 3; i++) await press.addView("seon", "art00Xy");
  await press.countView("other-site", "other-1");

  // Leads: every form, over eight days, in every delivery state.
  const leads = new SqliteLeadOutbox(db);
  const leadIds: string[] = [];
  const keyed: NewLead[] = [];
  for (let i = 0; i < 60; i++) {
    const lead = newLead(i);
    const { id } = await leads.add(
      i % 5 === 0 ? { ...lead, conversions: followUps(i, lead.form) } : lead,
      minutes(-i * 199),
    );
    leadIds.push(id);
    if (lead.idempotencyKey) keyed.push(lead);
  }
  const claim = async (id: string, at: Date, leaseMs = 60_000) => {
    const [claimed] = await leads.claim({ forms: LEAD_FORMS, now: at, limit: 1, leaseMs, id });
    if (!claimed) throw new Error("not claimed");
    return claimed.claimToken;
  };
  for (let i = 0; i < 60; i++) {
    const id = leadIds[i]!;
    const at = minutes(-i * 199 + 1);
    if (i % 6 === 5) continue; // no-destination
    // Four leads in a row (one of each form) share a state: delivered, retrying, failed, never tried.
    const state = Math.floor(i / 4) % 4;
    if (state === 0) await leads.settle(id, await claim(id, at), { status: "delivered", at });
    else if (state === 1)
      await leads.settle(id, await claim(id, at), {
        status: "pending",
        nextAttemptAt: i < 10 ? minutes(120) : minutes(-1),
        error: `HTTP 503 (${i})`,
        at,
      });
    else if (state === 2)
      await leads.settle(id, await claim(id, at), { status: "failed", error: `HTTP 400 (${i})`, at });
  }
  // A failed lead retried by the administrator (its error stays), a lead claimed right now (a live lease).
  await leads.retry(leadIds[8]!, minutes(-30));
  await claim(leadIds[LEASED]!, minutes(-1), 3_600_000);
  // A row from before the payload fingerprint existed.
  db.prepare("UPDATE leads SET payload_hash = NULL WHERE id = ?").run(leadIds[4]);

  // Bookings.
  const bookings = new SqliteVisitBookingStore(db);
  let phone = 0;
  const book = async (over: Partial<NewBooking>, at: Date): Promise<VisitBooking> => {
    phone += 1;
    const request: NewBooking = {
      slot: A,
      capacity: CAPACITY,
      name: `방문${phone}`,
      phone: `0108888${String(phone).padStart(4, "0")}`,
      partySize: 1 + (phone % 4),
      consentAt: minutes(-6000),
      smsConsent: phone % 2 === 0,
      ...over,
    };
    const result = await bookings.book(request, at);
    if (!result.ok) throw new Error(result.reason);
    return result.booking;
  };
  const a1 = await book({ slot: A, leadId: leadIds[LEASED] }, minutes(-500));
  const a2 = await book({ slot: A }, minutes(-400));
  const b1 = await book({ slot: B }, minutes(-300));
  const b2 = await book({ slot: B }, minutes(-290));
  await bookings.cancel(b2.id, "visitor", minutes(-200));
  const d1 = await book({ slot: D }, minutes(-280));
  const changed = await bookings.change(d1.id, { slot: C, capacity: CAPACITY, partySize: 4 }, minutes(-100));
  if (!changed.ok) throw new Error(changed.reason);
  const e1 = await book({ slot: E }, minutes(-90));
  await bookings.closeSlot(E.id);
  await bookings.closeSlot(F.id);
  const bookingIds = [a1.id, a2.id, b1.id, b2.id, d1.id, changed.booking.id, e1.id];

  // SMS: pending (one due, one a reminder for later), sent, failed, cancelled.
  const sms = new SqliteSmsOutbox(db);
  const smsIds: string[] = [];
  for (const [i, b] of [a1, a2, b1, b2, e1].entries())
    smsIds.push(
      (
        await sms.enqueue(
          {
            bookingId: b.id,
            kind: "confirmation",
            to: b.phone,
            text: `예약 확정 ${b.id}`,
            notBefore: minutes(-50 + i),
          },
          minutes(-50 + i),
        )
      ).id,
    );
  smsIds.push(
    (
      await sms.enqueue(
        { bookingId: a1.id, kind: "reminder", to: a1.phone, text: "내일 방문", notBefore: minutes(60 * 24 * 5) },
        minutes(-40),
      )
    ).id,
  );
  const claimed = await sms.claim({ now: minutes(-20), limit: 2, leaseMs: 60_000 });
  await sms.settle(claimed[0]!.id, claimed[0]!.claimToken, { status: "sent", at: minutes(-19), providerId: "M4V-1" });
  await sms.settle(claimed[1]!.id, claimed[1]!.claimToken, { status: "failed", error: "invalid number" });
  await sms.cancelPending(b2.id);

  // Follow-up events: sent, failed, retrying (due and later), under a live lease; the two never claimed stay due at NOW and NOW + 8 h.
  const queue = new SqliteConversionQueue(db);
  const conversionIds = leadIds
    .filter((_, i) => i % 5 === 0)
    .flatMap((id) => [`${id}:meta:Lead`, `${id}:desk:alert-webhook`]);
  for (const [k, c] of (await queue.claim({ now: minutes(-5), limit: 100, leaseMs: 3_600_000 })).entries()) {
    if (k % 4 === 0) await queue.settle(c.id, c.claimToken, { status: "sent", at: minutes(-4) });
    if (k % 4 === 1)
      await queue.settle(c.id, c.claimToken, { status: "failed", error: `HTTP 400 (${k})`, at: minutes(-4) });
    if (k % 4 === 2)
      await queue.settle(c.id, c.claimToken, {
        status: "pending",
        nextAttemptAt: k % 8 === 2 ? minutes(120) : minutes(-1),
        error: "HTTP 503",
      });
  }

  // Staff accounts: active, disabled, an open invitation, an expired one, a withdrawn one, and one whose address the CLI's target holds.
  const staff = new SqliteUserStore(db);
  const staffIds: string[] = [];
  const HASH = "scrypt$1024$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";
  for (const [n, email] of [
    "kim@example.com",
    "lee@example.com",
    "open@example.com",
    "late@example.com",
    "gone@example.com",
    TAKEN,
  ].entries()) {
    const id = `00000000-0000-4000-8000-00000000000${n}`;
    staffIds.push(id);
    const at = minutes(-60 * 24 * 5 + n * 60);
    const invited = await staff.invite({
      id,
      email,
      name: `상담${n}`,
      role: n === 1 ? "admin" : "staff",
      inviteHash: `invite-hash-${n}`,
      inviteExpiresAt: minutes(n === 3 ? -60 : 60 * 24),
      by: "Owner@example.com",
      now: at,
    });
    if (!invited.ok) throw new Error(invited.reason);
    if (n <= 1)
      await staff.acceptInvite({ inviteHash: `invite-hash-${n}`, passwordHash: `${HASH}${n}`, now: minutes(-60 * 24) });
    if (n === 1 || n === 4) await staff.setStatus(id, "disabled", minutes(-60));
  }

  // The desk: courses of ten leads, several saves each (two of them at the same instant), an invalid lead.
  const desk = new SqliteLeadDeskStore(db);
  for (let i = 0; i < 10; i++) {
    const base = {
      leadId: leadIds[i]!,
      leadCreatedAt: minutes(-i * 199),
      actor: i % 2 ? "lee@example.com" : "kim@example.com",
    };
    await desk.change({
      ...base,
      at: minutes(-i * 199 + 30),
      stage: i === 9 ? "invalid" : "called",
      assignee: "kim@example.com",
      note: `통화 ${i}`,
    });
    if (i % 3 === 0) await desk.change({ ...base, at: minutes(-i * 199 + 30), note: "같은 시각의 메모" });
    if (i % 2)
      await desk.change({
        ...base,
        at: minutes(-i * 199 + 90),
        stage: "visit-booked",
        nextCallOn: "2026-12-01",
        assignee: null,
      });
  }

  // Access records, appended as they happened (oldest first); listed newest first, places 385 to 414
  // share one millisecond, across the copy's page end at 400.
  const access = new SqliteAccessRecordStore(db);
  const actions = ["lead-list", "lead-view", "lead-export", "sign-in", "staff-invite"] as const;
  for (let i = RECORDS - 1; i >= 0; i--) {
    const at = minutes(-(i >= 385 && i < 415 ? 385 : i));
    const who =
      i % 3
        ? { email: "kim@example.com", role: "staff" as const }
        : { email: "owner@example.com", role: "admin" as const };
    await access.append(
      accessRecord(
        who,
        actions[i % actions.length]!,
        { targets: leadIds.slice(i % 50, (i % 50) + (i % 4)), detail: i % 7 ? "" : "?form=visit" },
        `203.0.113.${i % 250}`,
        at,
      ),
    );
  }
  // The remaining-units board: three saves, one of them changing nothing.
  const units = new SqliteUnitsBoard(db);
  await units.set(
    [
      { type: "84A", building: null, remaining: 40 },
      { type: "84A", building: "101", remaining: 12 },
      { type: "114B", building: null, remaining: 3 },
    ],
    "kim@example.com",
    minutes(-300),
  );
  await units.set(
    [
      { type: "84A", building: null, remaining: 38 },
      { type: "114B", building: null, remaining: 3 },
    ],
    "owner@example.com",
    minutes(-200),
  );
  await units.set([{ type: "114B", building: null, remaining: 0 }], "owner@example.com", minutes(-100));
  return { file, dataDir, leadIds, keyed, bookingIds, smsIds, sites, staffIds, conversionIds };
}

function sqliteStores(db: Db) {
  return {
    press: new SqlitePressRepository(db),
    leads: new SqliteLeadOutbox(db),
    bookings: new SqliteVisitBookingStore(db),
    sms: new SqliteSmsOutbox(db),
    users: new SqliteUserStore(db),
    desk: new SqliteLeadDeskStore(db),
    access: new SqliteAccessRecordStore(db),
    conversions: new SqliteConversionQueue(db),
    units: new SqliteUnitsBoard(db),
  };
}
function firestoreStores(db: Firestore) {
  return {
    press: new FirestorePressRepository(db),
    leads: new FirestoreLeadOutbox(db),
    bookings: new FirestoreVisitBookingStore(db),
    sms: new FirestoreSmsOutbox(db),
    users: new FirestoreUserStore(db),
    desk: new FirestoreLeadDeskStore(db),
    access: new FirestoreAccessRecordStore(db),
    conversions: new FirestoreConversionQueue(db),
    units: new FirestoreUnitsBoard(db),
  };
}

async function allPages(store: PressStore, site: string) {
  const pages: { items: PressArticle[]; nextCursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const page = await store.list(site, cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** Everything the dashboard and the inbox ask the lead store. */
async function leadViews(store: LeadOutbox, ids: string[]) {
  const range = { from: minutes(-60 * 24 * 12), to: minutes(60 * 24) };
  const dimensions: SourceDimension[] = ["campaign", "referrer", "landing", "platform"];
  return {
    get: await Promise.all(ids.map((id) => store.get(id))),
    list: await store.list({ limit: LIST_LIMIT_MAX }),
    listFirstPage: await store.list(),
    byForm: await Promise.all(LEAD_FORMS.map((form) => store.list({ form, limit: 500 }))),
    byStatus: await Promise.all(
      (["pending", "delivered", "failed", "no-destination"] as const).map((status) =>
        store.list({ status, limit: 500 }),
      ),
    ),
    byTime: await store.list({ from: minutes(-60 * 24 * 3), to: minutes(-60 * 24), limit: 500 }),
    counts: await store.counts(),
    perDay: await store.leadsOverTime(range, "day"),
    perHour: await store.leadsOverTime({ from: minutes(-60 * 30), to: NOW }, "hour"),
    sources: await Promise.all(dimensions.map((d) => store.leadsBySource(range, d))),
    health: await store.deliveryHealth(NOW, minutes(-60 * 24 * 2)),
  };
}

async function bookingViews(store: VisitBookingStore, ids: string[]) {
  return {
    get: await Promise.all(ids.map((id) => store.get(id))),
    days: await Promise.all(["2026-12-01", "2026-12-02", "2026-12-03"].map((d) => store.listDay(d))),
    availability: await store.availability(SLOT_IDS, CAPACITY),
  };
}

/** Everything the staff pages, the desk, the records page and the dashboard's follow-up table ask these stores. */
async function backOfficeViews(
  s: { users: UserStore; desk: LeadDeskStore; access: AccessRecordStore; conversions: ConversionQueue },
  seeded: Seeded,
) {
  const byLead = <T extends { leadId: string }>(list: T[]) =>
    [...list].sort((a, b) => a.leadId.localeCompare(b.leadId));
  return {
    users: await s.users.list(),
    byId: await Promise.all(seeded.staffIds.map((id) => s.users.byId(id))),
    byEmail: await Promise.all(
      ["KIM@example.com", "lee@example.com", "open@example.com", "late@example.com", "gone@example.com"].map((e) =>
        s.users.byEmail(e),
      ),
    ),
    openInvites: await Promise.all(seeded.staffIds.map((_, n) => s.users.byInvite(`invite-hash-${n}`, NOW))),
    courses: await s.desk.courses(seeded.leadIds),
    events: await Promise.all(seeded.leadIds.slice(0, 12).map((id) => s.desk.events(id))),
    created: byLead(await s.desk.coursesCreated(minutes(-60 * 24 * 2), NOW)),
    records: await s.access.list({ limit: 1000 }),
    recordsOf: await s.access.list({
      actor: "kim@example.com",
      action: "lead-view",
      from: minutes(-300),
      to: minutes(-20),
      limit: 1000,
    }),
    conversions: await Promise.all(seeded.conversionIds.map((id) => s.conversions.get(id))),
    daily: await s.conversions.daily({ from: minutes(-60 * 24 * 10), to: minutes(60 * 24) }),
  };
}

async function documentCounts(db: Firestore): Promise<Record<string, number>> {
  const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
  const names = [
    "press",
    "leads",
    "lead_idempotency",
    "lead_rollups",
    "visit_bookings",
    "visit_slots",
    "visit_phone_days",
    "sms_outbox",
    ...MIGRATED_COLLECTIONS.slice(MIGRATED_COLLECTIONS.indexOf("lead_conversions")),
  ];
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = await count(db.collection(name));
  counts.seats = await count(db.collectionGroup("seats"));
  counts.viewShards = await count(db.collectionGroup("viewShards"));
  return counts;
}

function migrate(dataDir: string, env: Record<string, string>): Promise<ScriptResult> {
  return runScript("scripts/migrate.ts", ["--to", "firestore", "--data-dir", dataDir], {
    DATA_BACKEND: "firestore",
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIRESTORE_DATABASE_ID: DATABASE,
    DATA_DIR: path.join(os.tmpdir(), "no-such-data-dir"),
    ...env,
  });
}

function reportOf(result: ScriptResult): MigrationReport {
  const line = result.stdout.split("\n").find((l) => l.startsWith("migrate-report "));
  if (result.code !== 0 || !line)
    throw new Error(`migrate failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice("migrate-report ".length)) as MigrationReport;
}

let seeded: Seeded;
let source: Db;
beforeAll(async () => {
  seeded = await seed();
  source = openDb(seeded.file);
}, 60_000);

describe("the migration's documents", () => {
  it("have exactly the fields the Firestore stores write themselves", async () => {
    const db = firestore.client(firestore.project());
    const fs = firestoreStores(db);
    const lead = newLead(9);
    const { id } = await fs.leads.add(lead, NOW);
    const [claimed] = await fs.leads.claim({ forms: LEAD_FORMS, now: NOW, limit: 1, leaseMs: 1000, id });
    await fs.leads.settle(id, claimed!.claimToken, { status: "failed", error: "HTTP 400", at: NOW });
    const written = (await db.collection("leads").doc(id).get()).data()!;
    const record = (await fs.leads.get(id))!;
    const stored: StoredLead = {
      ...record,
      idempotencyKey: lead.idempotencyKey,
      payloadHash: null,
      landing: lead.landing ?? null,
      statusAt: NOW,
      retryWindowStart: NOW,
      leaseUntil: null,
      claimToken: null,
    };
    expect(Object.keys(leadDocument(stored)).sort()).toEqual(Object.keys(written).sort());
    expect(leadDocument(stored)).toEqual(written);

    const booked = await fs.bookings.book(
      {
        slot: A,
        capacity: 2,
        name: "김하늘",
        phone: "01012341234",
        partySize: 2,
        consentAt: NOW,
        smsConsent: true,
        leadId: id,
      },
      NOW,
    );
    if (!booked.ok) throw new Error(booked.reason);
    const bookingDoc = (await db.collection("visit_bookings").doc(booked.booking.id).get()).data()!;
    expect(bookingDocument(booked.booking, bookingDoc.seat as number)).toEqual(bookingDoc);

    const { id: smsId } = await fs.sms.enqueue(
      { bookingId: booked.booking.id, kind: "confirmation", to: "01012341234", text: "확정", notBefore: NOW },
      NOW,
    );
    const smsDoc = (await db.collection("sms_outbox").doc(smsId).get()).data()!;
    expect(
      smsDocument({ ...(await fs.sms.get(smsId))!, retryWindowStart: NOW, leaseUntil: null, claimToken: null }),
    ).toEqual(smsDoc);

    // The back office's: an account invited, then accepted; a course and its events; a record; a follow-up event sent, one waiting.
    const docOf = async (collection: string, docId: string) =>
      (await db.collection(collection).doc(docId).get()).data();
    const invited = await fs.users.invite({
      id: "00000000-0000-4000-8000-0000000000aa",
      email: "New@example.com",
      name: "신규",
      role: "staff",
      inviteHash: "h-shape",
      inviteExpiresAt: minutes(60),
      by: "owner@example.com",
      now: NOW,
    });
    if (!invited.ok) throw new Error(invited.reason);
    expect(staffUserDocument(invited.user)).toEqual(await docOf("staffUsers", invited.user.id));
    const accepted = (await fs.users.acceptInvite({
      inviteHash: "h-shape",
      passwordHash: "scrypt$x",
      now: minutes(1),
    }))!;
    expect(staffUserDocument(accepted)).toEqual(await docOf("staffUsers", accepted.id));
    const saved = await fs.desk.change({
      leadId: id,
      leadCreatedAt: NOW,
      actor: "kim@example.com",
      at: minutes(2),
      stage: "called",
      nextCallOn: "2026-12-01",
      note: "메모",
    });
    expect(courseDocument(saved.course)).toEqual(await docOf("leadCourses", id));
    for (const [seq, e] of saved.events.entries())
      expect(courseEventDocument(e, seq)).toEqual(await docOf("leadCourseEvents", e.id));
    const viewed = accessRecord(
      { email: "kim@example.com", role: "staff" },
      "lead-view",
      { targets: [id] },
      "203.0.113.9",
      NOW,
    );
    await fs.access.append(viewed);
    // As the store keeps it: with its link in the chain.
    const [kept] = await fs.access.list({ limit: 1 });
    expect(kept).toMatchObject({ ...viewed, seq: expect.any(Number), hash: expect.any(String) });
    expect(accessRecordDocument(kept!)).toEqual(await docOf("accessRecords", viewed.id));
    const withEvents = await fs.leads.add(
      { ...newLead(10), idempotencyKey: null, conversions: followUps(0, "register") },
      NOW,
    );
    const [sent] = await fs.conversions.claim({ now: minutes(1), limit: 5, leaseMs: 1000 });
    await fs.conversions.settle(sent!.id, sent!.claimToken, { status: "sent", at: minutes(2) });
    expect(
      conversionDocument({
        ...(await fs.conversions.get(sent!.id))!,
        retryWindowStart: NOW,
        leaseUntil: null,
        claimToken: null,
      }),
    ).toEqual(await docOf("lead_conversions", sent!.id));
    const waiting = `${withEvents.id}:desk:alert-webhook`;
    expect(
      conversionDocument({
        ...(await fs.conversions.get(waiting))!,
        retryWindowStart: minutes(480),
        leaseUntil: null,
        claimToken: null,
      }),
    ).toEqual(await docOf("lead_conversions", waiting));
    // The remaining-units board: a figure and its change.
    const [change] = await fs.units.set([{ type: "84A", building: "101", remaining: 7 }], "kim@example.com", NOW);
    const [figure] = await fs.units.figures();
    expect(unitFigureDocument(figure!)).toEqual(await docOf("unitsBoard", "84A@101"));
    expect(unitChangeDocument(change!, 0)).toEqual(await docOf("unitsChanges", change!.id));
  });
});

describe("npm run migrate -- --to firestore", () => {
  it("refuses settings that do not name a Firestore target it may write", async () => {
    const sqliteEnv = await migrate(seeded.dataDir, {
      DATA_BACKEND: "sqlite",
      FIREBASE_PROJECT_ID: firestore.project(),
    });
    expect(sqliteEnv.code).toBe(1);
    expect(sqliteEnv.stderr).toMatch(/DATA_BACKEND is not 'firestore'/);
    const realProject = await migrate(seeded.dataDir, { FIREBASE_PROJECT_ID: "my-real-project" });
    expect(realProject.code).toBe(1);
    expect(realProject.stderr).toMatch(/does not start with 'demo-'/);
  }, 120_000);

  it("copies every article, lead, booking, counter and message; both stores then answer the same, a second run adds nothing, and the copy keeps working", async () => {
    const projectId = firestore.project();
    const db = firestore.client(projectId, DATABASE);
    // An account made on the Firestore server before the copy holds the address of a seeded one.
    const holder = await new FirestoreUserStore(db).invite({
      id: "00000000-0000-4000-8000-0000000000ff",
      email: TAKEN,
      name: "먼저",
      role: "staff",
      inviteHash: "h-first",
      inviteExpiresAt: minutes(60),
      by: "owner@example.com",
      now: NOW,
    });
    if (!holder.ok) throw new Error(holder.reason);
    const first = await migrate(seeded.dataDir, { FIREBASE_PROJECT_ID: projectId });
    const report = reportOf(first);
    // The account left out is named by its id only, with the one that keeps the address.
    expect(first.stderr).toBe(
      `migrate: left out staffUsers ${seeded.staffIds[5]}: its address belongs to account ${holder.user.id} on Firestore\n`,
    );
    expect(first.stdout).toContain("1 record(s) left out");
    expect(first.stdout).toContain(`database ${DATABASE}`);
    // Counts only: no name, phone number, key or text of a record.
    expect(first.stdout).not.toMatch(
      /고객|방문\d|010\d{8}|key-\d{4}|보도자료|예약 확정|@example\.com|scrypt|invite-hash|통화|메모|203\.0\.113/,
    );
    const keyCount = seeded.keyed.length;
    expect(report).toEqual({
      press: { created: 30, updated: 0, skipped: 0 },
      leads: { created: 60, updated: 0, skipped: 0 },
      lead_idempotency: { created: keyCount, updated: 0, skipped: 0 },
      lead_rollups: { created: expect.any(Number), updated: 0, skipped: 0 },
      visit_bookings: { created: 7, updated: 0, skipped: 0 },
      // A, B, C, D (its booking was changed away: a counter of 0), E and F closed.
      visit_slots: { created: 6, updated: 0, skipped: 0 },
      "visit_slots/*/seats": { created: 5, updated: 0, skipped: 0 },
      visit_phone_days: { created: 5, updated: 0, skipped: 0 },
      sms_outbox: { created: 6, updated: 0, skipped: 0 },
      lead_conversions: { created: 24, updated: 0, skipped: 0 },
      staffUsers: { created: 5, updated: 0, skipped: 1 },
      staffEmails: { created: 5, updated: 0, skipped: 1 },
      leadCourses: { created: 10, updated: 0, skipped: 0 },
      // Ten saves of 3 events, four notes at a save's instant, five saves of 3 more.
      leadCourseEvents: { created: 49, updated: 0, skipped: 0 },
      accessRecords: { created: RECORDS, updated: 0, skipped: 0 },
      unitsBoard: { created: 3, updated: 0, skipped: 0 },
      unitsChanges: { created: 5, updated: 0, skipped: 0 },
    });
    expect(report.lead_rollups.created).toBeGreaterThanOrEqual(8);

    const sq = sqliteStores(source);
    const fs = firestoreStores(db);

    // Press: every page of every site, cursors included, and every article.
    for (const site of seeded.sites) {
      const pages = await allPages(sq.press, site);
      expect(pages.length).toBeGreaterThanOrEqual(site === "seon" ? 3 : 1);
      expect(await allPages(fs.press, site)).toEqual(pages);
    }
    expect((await fs.press.get("seon", "art00Xy"))?.views).toBe(3);

    // Leads: each lead, the inbox's lists, the dashboard's counters and the delivery health.
    const leadsBefore = await leadViews(sq.leads, seeded.leadIds);
    expect(leadsBefore.get.every((l) => l !== null)).toBe(true);
    expect(new Set(leadsBefore.get.map((l) => l!.status))).toEqual(
      new Set(["pending", "delivered", "failed", "no-destination"]),
    );
    expect(leadsBefore.perDay.length).toBeGreaterThanOrEqual(8);
    expect(leadsBefore.health.lastErrors.length).toBe(3);
    expect(await leadViews(fs.leads, seeded.leadIds)).toEqual(leadsBefore);

    // Bookings and messages.
    const bookingsBefore = await bookingViews(sq.bookings, seeded.bookingIds);
    expect(bookingsBefore.availability.find((s) => s.slotId === E.id)).toEqual({
      slotId: E.id,
      taken: 1,
      closed: true,
      left: 0,
    });
    expect(await bookingViews(fs.bookings, seeded.bookingIds)).toEqual(bookingsBefore);
    const messages = await Promise.all(seeded.smsIds.map((id) => sq.sms.get(id)));
    expect(new Set(messages.map((m) => m!.status))).toEqual(new Set(["pending", "sent", "failed", "cancelled"]));
    expect(await Promise.all(seeded.smsIds.map((id) => fs.sms.get(id)))).toEqual(messages);

    // The remaining-units board: every figure with its time and author, every change in order.
    expect(await fs.units.figures()).toEqual(await sq.units.figures());
    expect(await fs.units.changes(10)).toEqual(await sq.units.changes(10));

    // A second run: nothing created, nothing counted twice, every collection as it was.
    const documents = await documentCounts(db);
    expect(documents).toMatchObject({
      press: 30,
      leads: 60,
      lead_idempotency: keyCount,
      visit_bookings: 7,
      visit_slots: 6,
      seats: 5,
      visit_phone_days: 5,
      sms_outbox: 6,
      viewShards: 0,
    });
    expect(documents).toMatchObject({
      lead_conversions: 24,
      staffUsers: 6,
      staffEmails: 6,
      leadCourses: 10,
      leadCourseEvents: report.leadCourseEvents.created,
      accessRecords: RECORDS,
    });
    // The address stays with the account made on Firestore; the seeded one under it is not there.
    expect(await fs.users.byEmail(TAKEN)).toMatchObject({ id: holder.user.id, name: "먼저" });
    expect(await fs.users.byId(seeded.staffIds[5]!)).toBeNull();
    const second = reportOf(await migrate(seeded.dataDir, { FIREBASE_PROJECT_ID: projectId }));
    for (const collection of MIGRATED_COLLECTIONS)
      expect(second[collection], collection).toMatchObject({ created: 0, updated: 0 });
    expect(second.leads.skipped).toBe(60);
    expect(second.visit_bookings.skipped).toBe(7);
    expect(second).toMatchObject({
      lead_conversions: { skipped: 24 },
      staffUsers: { skipped: 6 },
      leadCourses: { skipped: 10 },
      accessRecords: { skipped: RECORDS },
    });
    expect(await documentCounts(db)).toEqual(documents);
    expect((await leadViews(fs.leads, seeded.leadIds)).perDay).toEqual(leadsBefore.perDay);
    expect((await bookingViews(fs.bookings, seeded.bookingIds)).availability).toEqual(bookingsBefore.availability);

    // The copy keeps working. An idempotency key sent again gives the first lead (also the key of
    // a row without a stored fingerprint); another payload under it is a conflict.
    for (const lead of seeded.keyed.slice(0, 6)) {
      const expected = await sq.leads.add(lead);
      expect(expected.created).toBe(false);
      expect(await fs.leads.add(lead)).toEqual(expected);
    }
    const conflicting = { ...seeded.keyed[0]!, fields: { ...seeded.keyed[0]!.fields, name: "다른사람" } };
    expect(await fs.leads.add(conflicting)).toMatchObject({ created: false, conflict: true });

    // The drainer claims the same due leads from both (not the one under a live lease, not the one due later).
    const request = { forms: LEAD_FORMS, now: minutes(30), limit: 100, leaseMs: 60_000 };
    const fromFirestore = await fs.leads.claim(request);
    const fromSqlite = await sq.leads.claim(request);
    expect(fromFirestore.map((l) => l.id).sort()).toEqual(fromSqlite.map((l) => l.id).sort());
    expect(fromFirestore.some((l) => l.id === seeded.leadIds[LEASED])).toBe(false);
    expect(fromFirestore.length).toBeGreaterThan(10);
    expect(fromFirestore.map((l) => l.retryWindowStart.getTime()).sort()).toEqual(
      fromSqlite.map((l) => l.retryWindowStart.getTime()).sort(),
    );
    const delivered = fromFirestore[0]!;
    expect(await fs.leads.settle(delivered.id, delivered.claimToken, { status: "delivered", at: minutes(31) })).toBe(
      true,
    );
    expect((await fs.leads.get(delivered.id))?.status).toBe("delivered");
    // The migrated SMS that is due is claimed and sent.
    const dueSms = await fs.sms.claim({ now: minutes(30), limit: 10, leaseMs: 60_000 });
    expect(dueSms.map((m) => m.id).sort()).toEqual(
      messages
        .filter((m) => m!.status === "pending" && m!.nextAttemptAt! <= minutes(30))
        .map((m) => m!.id)
        .sort(),
    );

    // A full migrated slot stays full; a place taken on the copy counts; a cancel frees its place.
    const newRequest = (s: Slot, phone: string): NewBooking => ({
      slot: s,
      capacity: CAPACITY,
      name: "새손님",
      phone,
      partySize: 2,
      consentAt: NOW,
      smsConsent: false,
    });
    expect(await fs.bookings.book(newRequest(A, "01055550001"))).toEqual({ ok: false, reason: "full" });
    expect((await fs.bookings.book(newRequest(B, "01055550002"))).ok).toBe(true);
    expect(await fs.bookings.book(newRequest(B, "01055550003"))).toEqual({ ok: false, reason: "full" });
    expect(await fs.bookings.book(newRequest(E, "01055550004"))).toEqual({ ok: false, reason: "closed" });
    expect(await fs.bookings.book(newRequest(F, "01055550005"))).toEqual({ ok: false, reason: "closed" });
    const [a1, a2] = bookingsBefore.get;
    // The phone of a migrated booking holds its day.
    expect(await fs.bookings.book(newRequest(C, a2!.phone))).toEqual({ ok: false, reason: "phone-taken" });
    expect(await fs.bookings.cancel(a1!.id, "visitor", minutes(40))).toMatchObject({ ok: true, changed: true });
    expect(await fs.bookings.availability([A.id], CAPACITY)).toEqual([
      { slotId: A.id, taken: 1, closed: false, left: 1 },
    ]);
    expect((await fs.bookings.book(newRequest(A, a1!.phone))).ok).toBe(true);
    expect(await fs.bookings.book(newRequest(A, "01055550006"))).toEqual({ ok: false, reason: "full" });
    const moved = await fs.bookings.change(a2!.id, { slot: C, capacity: CAPACITY }, minutes(41));
    expect(moved.ok).toBe(true);
    expect(await fs.bookings.availability([A.id, C.id], CAPACITY)).toEqual([
      { slotId: A.id, taken: 1, closed: false, left: 1 },
      { slotId: C.id, taken: 2, closed: false, left: 0 },
    ]);
    expect((await fs.press.addView("seon", "art00Xy"))?.views).toBe(4);

    // A run after all that still creates nothing and undoes nothing (the cancel stays, the claim stays).
    const afterUse = await documentCounts(db);
    const third = await migrateToFirestore(source, db);
    for (const collection of MIGRATED_COLLECTIONS)
      expect(third[collection], collection).toMatchObject({ created: 0, updated: 0 });
    expect(await documentCounts(db)).toEqual(afterUse);
    expect((await fs.bookings.get(a1!.id))?.status).toBe("cancelled");
    expect(await fs.bookings.availability([A.id], CAPACITY)).toEqual([
      { slotId: A.id, taken: 1, closed: false, left: 1 },
    ]);
    expect((await fs.leads.get(delivered.id))?.status).toBe("delivered");
  }, 240_000);
});

describe("the back office's stores on a copy", () => {
  it("answer as on SQLite (accounts, invitations, courses and events in order, every access record at its time, the follow-up queue); a second run creates nothing; the copy keeps working", async () => {
    const db = firestore.client(firestore.project());
    const notices: MigrationNotice[] = [];
    const report = await migrateToFirestore(source, db, { onNotice: (n) => notices.push(n) });
    expect(notices).toEqual([]);
    expect(report).toMatchObject({
      lead_conversions: { created: 24 },
      staffUsers: { created: 6 },
      staffEmails: { created: 6 },
      leadCourses: { created: 10 },
      leadCourseEvents: { created: 49 },
      accessRecords: { created: RECORDS },
    });
    const sq = sqliteStores(source);
    const fs = firestoreStores(db);
    const before = await backOfficeViews(sq, seeded);
    // What the comparison covers.
    expect(new Set(before.users.map((u) => u.status))).toEqual(new Set(["active", "disabled", "invited"]));
    expect(before.openInvites.flatMap((u) => (u ? [u.email] : []))).toEqual(["open@example.com", TAKEN]);
    expect(before.events.filter((e) => e.length > 0)).toHaveLength(10);
    expect(before.records).toHaveLength(RECORDS);
    expect(before.records.filter((r) => r.at.getTime() === minutes(-385).getTime())).toHaveLength(30);
    expect(before.recordsOf.length).toBeGreaterThan(5);
    expect(new Set(before.conversions.map((c) => c!.status))).toEqual(new Set(["pending", "sent", "failed"]));
    expect(await backOfficeViews(fs, seeded)).toEqual(before);

    const second = await migrateToFirestore(source, db);
    for (const collection of MIGRATED_COLLECTIONS)
      expect(second[collection], collection).toMatchObject({ created: 0, updated: 0 });

    // The follow-up queue: the same due events from both, with their retry windows; not those under
    // a live lease, not the alert held by quiet hours; each sent once.
    const request = { now: minutes(30), limit: 100, leaseMs: 60_000 };
    const fromFirestore = await fs.conversions.claim(request);
    const fromSqlite = await sq.conversions.claim(request);
    const claimed = (list: typeof fromSqlite) =>
      list.map((c) => `${c.id} ${c.retryWindowStart.toISOString()} ${c.attempts}`).sort();
    expect(claimed(fromFirestore)).toEqual(claimed(fromSqlite));
    const leased = before.conversions
      .filter((c) => c!.status === "pending" && c!.attempts === 0 && c!.nextAttemptAt! <= minutes(-5))
      .map((c) => c!.id);
    expect(leased.length).toBeGreaterThan(0);
    expect(fromFirestore.map((c) => c.id)).toEqual(expect.arrayContaining([seeded.conversionIds[0]!]));
    expect(fromFirestore.map((c) => c.id)).not.toEqual(expect.arrayContaining([leased[0]!]));
    expect(fromFirestore.map((c) => c.id)).not.toContain(seeded.conversionIds[1]);
    expect(
      await fs.conversions.settle(fromFirestore[0]!.id, fromFirestore[0]!.claimToken, {
        status: "sent",
        at: minutes(31),
      }),
    ).toBe(true);
    expect(await fs.conversions.claim(request)).toEqual([]);

    // Staff: a migrated invitation is accepted once; a migrated address is taken; an expired invitation is renewed on its account.
    const invite = {
      name: "다시",
      role: "staff" as const,
      inviteExpiresAt: minutes(60),
      by: "owner@example.com",
      now: NOW,
    };
    expect(
      await fs.users.acceptInvite({ inviteHash: "invite-hash-2", passwordHash: "scrypt$new", now: NOW }),
    ).toMatchObject({ id: seeded.staffIds[2], status: "active", invite: null });
    expect(
      await fs.users.acceptInvite({ inviteHash: "invite-hash-2", passwordHash: "scrypt$other", now: NOW }),
    ).toBeNull();
    expect(
      await fs.users.invite({
        ...invite,
        id: "00000000-0000-4000-8000-0000000000bb",
        email: "kim@example.com",
        inviteHash: "h-kim",
      }),
    ).toEqual({ ok: false, reason: "exists" });
    expect(
      await fs.users.invite({
        ...invite,
        id: "00000000-0000-4000-8000-0000000000cc",
        email: "late@example.com",
        inviteHash: "h-late",
      }),
    ).toMatchObject({ ok: true, renewed: true, user: { id: seeded.staffIds[3] } });

    // The desk: a save on a migrated course comes after its events; the first call stays the first.
    const lead = seeded.leadIds[3]!;
    const saved = await fs.desk.change({
      leadId: lead,
      leadCreatedAt: minutes(-3 * 199),
      actor: "kim@example.com",
      at: NOW,
      stage: "visited",
      note: "방문함",
    });
    expect(saved.course.firstCalledAt).toEqual(before.courses.get(lead)!.firstCalledAt);
    expect(await fs.desk.events(lead)).toEqual([...before.events[3]!, ...saved.events]);

    // Access records: the copied chain checks whole; a new one is its next link and is listed first;
    // the retention purge counts the migrated ones by their own time.
    expect(await verifyChain(fs.access)).toMatchObject({ ok: true, records: before.records.length });
    const fresh = accessRecord(
      { email: "owner@example.com", role: "admin" },
      "records-view",
      {},
      "203.0.113.1",
      minutes(1),
    );
    await fs.access.append(fresh);
    expect((await fs.access.list({ limit: 1 }))[0]).toEqual({
      ...fresh,
      seq: before.records.length + 1,
      prev: expect.any(String),
      hash: expect.any(String),
    });
    expect(await verifyChain(fs.access)).toMatchObject({ ok: true, records: before.records.length + 1 });
    expect(await fs.access.purge(minutes(-385))).toBe(before.records.filter((r) => r.at < minutes(-385)).length);
  }, 120_000);
});

// The stores' contracts on copies: each case's store is a fresh copy of the seeded file (the
// contract's own slots and sites are other than the copy's, so its expectations hold as on an
// empty store).
describe("contracts on a migrated copy", () => {
  const copies: string[] = [];
  const copy = async () => {
    const projectId = firestore.project();
    await migrateToFirestore(source, firestore.client(projectId));
    return projectId;
  };
  let pressCopy: string;
  beforeAll(async () => {
    pressCopy = await copy();
    // One per case of the booking contract (9 today; more are made on demand).
    copies.push(...(await Promise.all(Array.from({ length: 9 }, copy))));
  }, 180_000);

  const projectOf = new WeakMap<VisitBookingStore, string>();
  bookingStoreContract({
    open: async () => {
      const projectId = copies.pop() ?? (await copy());
      const store = new FirestoreVisitBookingStore(firestore.client(projectId));
      projectOf.set(store, projectId);
      return store;
    },
    concurrently: async (store: VisitBookingStore, requests: NewBooking[]): Promise<BookResult[]> => {
      const stores = Array.from(
        { length: 5 },
        () => new FirestoreVisitBookingStore(firestore.client(projectOf.get(store)!)),
      );
      return Promise.all(requests.map((r, i) => stores[i % stores.length]!.book(r)));
    },
  });

  pressRepositoryContract(
    "Firestore, on a migrated copy",
    () => new FirestorePressRepository(firestore.client(pressCopy)),
  );
});
