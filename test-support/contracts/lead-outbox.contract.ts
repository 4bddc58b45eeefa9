import { expect, it } from "vitest";
import type { LeadOutbox, NewLead } from "@/lib/leads/outbox";
import { newLead } from "@/test-support/new-lead";

// The behaviour both lead stores must share, run on each: SQLite on a real file in a temporary
// folder, Firestore on the real Cloud Firestore emulator (each test gets its own demo- project, so
// tests never see each other's documents).

const t0 = new Date("2026-03-02T01:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

const lead = (over: Partial<NewLead> = {}): NewLead => newLead({ consentAt: t0, ...over });

/** The behaviour every adapter must share; `open` gives a fresh, empty store. */
export function leadOutboxContract(open: () => LeadOutbox): void {
  it("a pile of due leads of forms without a destination never hides a lead of a configured form", async () => {
    const outbox = open();
    // 45 leads of a form nobody forwards (older, so first in due order), then one that can go.
    for (let i = 0; i < 45; i++) await outbox.add(lead({ form: "inquiry", hasDestination: false }), at(i));
    for (let i = 0; i < 5; i++) await outbox.add(lead({ form: "visit", hasDestination: true }), at(100 + i));
    const { id } = await outbox.add(lead({ form: "register" }), at(1_000));
    // The drainer's batch: limit 10, only the forms that have a URL now.
    const claimed = await outbox.claim({ forms: ["register"], now: at(2_000), limit: 10, leaseMs: 30_000 });
    expect(claimed.map((c) => c.id)).toEqual([id]);
    const visits = await outbox.claim({ forms: ["register", "visit"], now: at(2_000), limit: 10, leaseMs: 30_000 });
    expect(visits).toHaveLength(5);
    expect(visits.every((c) => c.form === "visit")).toBe(true);
  });

  it("an idempotency key repeated with the same payload gives the first lead; with another payload, a conflict and nothing stored", async () => {
    const outbox = open();
    const key = "contract-key-0001";
    const first = await outbox.add(lead({ idempotencyKey: key }), t0);
    expect(first.created).toBe(true);
    // Same form and fields; page and UTM differ (not part of the payload).
    expect(await outbox.add(lead({ idempotencyKey: key, page: "/other", utm: { utm_source: "x" } }), at(10))).toEqual({
      id: first.id,
      created: false,
    });
    const changed = lead({ idempotencyKey: key, fields: { ...lead().fields, phone: "01077778888" } });
    expect(await outbox.add(changed, at(20))).toEqual({ id: first.id, created: false, conflict: true });
    const list = await outbox.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.id, phone: "01055556666" });
    // The same key on another form is another lead.
    expect((await outbox.add(lead({ idempotencyKey: key, form: "visit" }), at(30))).created).toBe(true);
  });

  it("purge deletes every lead consented before the cutoff, delivered or not, with its idempotency record; counts only", async () => {
    const outbox = open();
    const day = 86_400_000;
    const cutoff = at(-365 * day);
    const oldDelivered = await outbox.add(
      lead({ consentAt: at(-400 * day), idempotencyKey: "purge-key-0001" }),
      at(-400 * day),
    );
    const [claim] = await outbox.claim({
      forms: ["register"],
      now: at(-400 * day),
      limit: 1,
      leaseMs: 30_000,
      id: oldDelivered.id,
    });
    await outbox.settle(oldDelivered.id, claim!.claimToken, { status: "delivered", at: at(-400 * day + 1) });
    await outbox.add(
      lead({ form: "inquiry", hasDestination: false, consentAt: at(-366 * day), idempotencyKey: "purge-key-0002" }),
      at(-366 * day),
    );
    const edge = await outbox.add(lead({ consentAt: cutoff }), cutoff); // exactly at the cutoff: kept
    const young = await outbox.add(
      lead({ form: "visit", consentAt: at(-10 * day), idempotencyKey: "purge-key-0003" }),
      at(-10 * day),
    );

    expect(await outbox.purge(cutoff)).toEqual({ leads: 2, undelivered: 1 });
    expect(await outbox.get(oldDelivered.id)).toBeNull();
    expect((await outbox.list()).map((l) => l.id).sort()).toEqual([edge.id, young.id].sort());
    expect(await outbox.counts()).toEqual({ pending: 2, delivered: 0, failed: 0, "no-destination": 0 });
    // The records went with the leads: the keys are free again, even for another body.
    const other = { ...lead().fields, phone: "01012121212" };
    expect((await outbox.add(lead({ idempotencyKey: "purge-key-0001", fields: other }), at(1))).created).toBe(true);
    expect(
      (await outbox.add(lead({ form: "inquiry", idempotencyKey: "purge-key-0002", fields: other }), at(2))).created,
    ).toBe(true);
    // A kept lead keeps its record.
    expect(await outbox.add(lead({ form: "visit", idempotencyKey: "purge-key-0003", fields: other }), at(3))).toEqual({
      id: young.id,
      created: false,
      conflict: true,
    });
    expect(await outbox.purge(cutoff)).toEqual({ leads: 0, undelivered: 0 });
  });

  it("keeps the ad platforms' click ids with a lead and returns them from get, list and claim; a lead without any has null", async () => {
    const outbox = open();
    const clickIds = {
      napm: "ct=hf2bview|ci=0Gy1001FZzHfpCO600-M|tr=sa|hk=b03c9555",
      gclid: "Cj0KCQiA-abc_123",
      gbraid: "0AAAAAoB",
      wbraid: "CkAKCQ",
      fbc: "fb.1.1772413200000.IwAR2xyz",
      fbp: "fb.1.1772410000000.1234567890",
    };
    const withIds = await outbox.add(lead({ clickIds }), t0);
    const metaOnly = await outbox.add(lead({ form: "visit", clickIds: { fbp: "fb.1.1772410000000.42" } }), at(1));
    const none = await outbox.add(lead({ form: "inquiry" }), at(2)); // NewLead without the field at all
    const nulled = await outbox.add(lead({ form: "inquiry", clickIds: null }), at(3));
    expect((await outbox.get(withIds.id))?.clickIds).toEqual(clickIds);
    expect((await outbox.get(metaOnly.id))?.clickIds).toEqual({ fbp: "fb.1.1772410000000.42" });
    expect((await outbox.get(none.id))?.clickIds).toBeNull();
    expect((await outbox.get(nulled.id))?.clickIds).toBeNull();
    const listed = new Map((await outbox.list()).map((l) => [l.id, l.clickIds]));
    expect(listed.get(withIds.id)).toEqual(clickIds);
    expect(listed.get(none.id)).toBeNull();
    const [claimed] = await outbox.claim({ forms: ["register"], now: at(10), limit: 5, leaseMs: 30_000 });
    expect(claimed).toMatchObject({ id: withIds.id, clickIds });
    // A repeat under the same idempotency key with other click ids is the same lead (they are not the payload).
    const keyed = await outbox.add(
      lead({ form: "visit", idempotencyKey: "click-key-0001", clickIds: { gclid: "first" } }),
      at(20),
    );
    expect(
      await outbox.add(
        lead({ form: "visit", idempotencyKey: "click-key-0001", clickIds: { gclid: "second" } }),
        at(21),
      ),
    ).toEqual({ id: keyed.id, created: false });
    expect((await outbox.get(keyed.id))?.clickIds).toEqual({ gclid: "first" });
  });

  it("keeps each lead's consent record (marketing, third party, overseas, the texts' version) through get, list and claim; a lead stored without one has null", async () => {
    const outbox = open();
    const yes = { marketing: true, thirdParty: true, overseas: true, version: "c-AAAAAAAAAAAA" };
    const no = { marketing: false, thirdParty: false, overseas: false, version: "c-BBBBBBBBBBBB" };
    // Each flag is its own: the transfer abroad agreed to without the provision, and the other way round.
    const abroadOnly = { marketing: false, thirdParty: false, overseas: true, version: "c-CCCCCCCCCCCC" };
    const providedOnly = { marketing: false, thirdParty: true, overseas: false, version: "c-CCCCCCCCCCCC" };
    const both = await outbox.add(lead({ consents: yes }), t0);
    const neither = await outbox.add(lead({ form: "visit", consents: no }), at(1));
    const none = await outbox.add(lead({ form: "inquiry" }), at(2));
    const abroad = await outbox.add(lead({ form: "inquiry", consents: abroadOnly }), at(3));
    const provided = await outbox.add(lead({ form: "inquiry", consents: providedOnly }), at(4));
    expect((await outbox.get(both.id))?.consents).toEqual(yes);
    expect((await outbox.get(neither.id))?.consents).toEqual(no);
    expect((await outbox.get(none.id))?.consents).toBeNull();
    expect((await outbox.get(abroad.id))?.consents).toEqual(abroadOnly);
    expect((await outbox.get(provided.id))?.consents).toEqual(providedOnly);
    const listed = new Map((await outbox.list()).map((l) => [l.id, l.consents]));
    expect(listed.get(both.id)).toEqual(yes);
    expect(listed.get(neither.id)).toEqual(no);
    expect(listed.get(none.id)).toBeNull();
    expect(listed.get(abroad.id)).toEqual(abroadOnly);
    const claimed = await outbox.claim({ forms: ["register", "visit"], now: at(10), limit: 5, leaseMs: 30_000 });
    expect(new Map(claimed.map((l) => [l.id, l.consents]))).toEqual(
      new Map([
        [both.id, yes],
        [neither.id, no],
      ]),
    );
  });

  it("links a lead to the earliest stored lead with the same phone number (one person, several leads), merging nothing", async () => {
    const outbox = open();
    const fields = (phone: string) => ({ ...lead().fields, phone });
    const a = await outbox.add(lead({ fields: fields("01011112222") }), t0);
    const b = await outbox.add(lead({ form: "visit", fields: fields("01033334444") }), at(1));
    const c = await outbox.add(
      lead({ form: "inquiry", fields: { ...fields("01011112222"), name: "다른 이름" } }),
      at(2),
    );
    const d = await outbox.add(lead({ form: "visit", fields: fields("01011112222") }), at(3));
    expect((await outbox.get(a.id))?.firstLeadId).toBeNull();
    expect((await outbox.get(b.id))?.firstLeadId).toBeNull();
    expect((await outbox.get(c.id))?.firstLeadId).toBe(a.id);
    expect((await outbox.get(d.id))?.firstLeadId).toBe(a.id);
    expect(new Map((await outbox.list()).map((l) => [l.id, l.firstLeadId]))).toEqual(
      new Map([
        [a.id, null],
        [b.id, null],
        [c.id, a.id],
        [d.id, a.id],
      ]),
    );
    // The first one erased: the next lead links to the earliest one left; the others keep their link.
    expect(await outbox.remove(a.id)).toBe(true);
    const e = await outbox.add(lead({ fields: fields("01011112222") }), at(4));
    expect((await outbox.get(e.id))?.firstLeadId).toBe(c.id);
    expect((await outbox.get(d.id))?.firstLeadId).toBe(a.id);
  });

  it("remove deletes one lead and its idempotency record, and nothing else", async () => {
    const outbox = open();
    const gone = await outbox.add(lead({ idempotencyKey: "remove-key-0001" }), t0);
    const kept = await outbox.add(lead({ form: "visit" }), at(1));
    expect(await outbox.remove(gone.id)).toBe(true);
    expect(await outbox.get(gone.id)).toBeNull();
    expect(await outbox.remove(gone.id)).toBe(false);
    expect(await outbox.remove("no-such-lead")).toBe(false);
    expect((await outbox.list()).map((l) => l.id)).toEqual([kept.id]);
    const again = await outbox.add(
      lead({ idempotencyKey: "remove-key-0001", fields: { ...lead().fields, name: "이하늘" } }),
      at(2),
    );
    expect(again.created).toBe(true);
  });
  it("counts leads per Korean day and hour and form, and per campaign, referrer site and landing page; a removed lead leaves the counts", async () => {
    const outbox = open();
    const hour = 3_600_000;
    // 2026-03-02 23:30 KST is 14:30 UTC; 00:30 KST the next day is 15:30 UTC.
    const lateDay1 = new Date("2026-03-02T14:30:00Z");
    const earlyDay2 = new Date("2026-03-02T15:30:00Z");
    const naverAd = { utm_source: "naver", utm_medium: "cpc", utm_campaign: "spring" };
    await outbox.add(
      lead({ utm: naverAd, referrer: "https://m.search.naver.com/search.naver?query=x", page: "/?utm_source=naver" }),
      lateDay1,
    );
    await outbox.add(
      lead({
        form: "visit",
        utm: naverAd,
        referrer: "https://search.naver.com/",
        landing: "/Brand/intro?utm_source=naver",
        page: "/",
      }),
      earlyDay2,
    );
    const gone = await outbox.add(
      lead({ form: "visit", referrer: "https://l.instagram.com/", page: "/FloorPlan/84A" }),
      new Date(earlyDay2.getTime() + 10 * 60_000),
    );
    await outbox.add(
      lead({ form: "inquiry", referrer: null, page: "/Promotion/Customer" }),
      new Date(earlyDay2.getTime() + hour),
    );
    await outbox.add(lead({ form: "inquiry" }), new Date(earlyDay2.getTime() + 40 * 24 * hour)); // outside the range
    const range = { from: new Date("2026-03-01T15:00:00Z"), to: new Date("2026-03-03T15:00:00Z") };

    const days = await outbox.leadsOverTime(range, "day");
    expect(days.map((b) => [b.start.toISOString(), b.form, b.count])).toEqual([
      ["2026-03-01T15:00:00.000Z", "register", 1],
      ["2026-03-02T15:00:00.000Z", "inquiry", 1],
      ["2026-03-02T15:00:00.000Z", "visit", 2],
    ]);
    const hours = await outbox.leadsOverTime(
      { from: new Date("2026-03-02T15:00:00Z"), to: new Date("2026-03-03T15:00:00Z") },
      "hour",
    );
    expect(hours.map((b) => [b.start.toISOString(), b.form, b.count])).toEqual([
      ["2026-03-02T15:00:00.000Z", "visit", 2],
      ["2026-03-02T16:00:00.000Z", "inquiry", 1],
    ]);

    const campaigns = await outbox.leadsBySource(range, "campaign");
    expect(campaigns).toEqual({
      rows: [
        { key: ["", "", ""], count: 2 },
        { key: ["naver", "cpc", "spring"], count: 2 },
      ],
      total: 4,
    });
    const referrers = await outbox.leadsBySource(range, "referrer");
    expect(referrers).toEqual({
      rows: [
        { key: ["naver.com"], count: 2 },
        { key: ["direct"], count: 1 },
        { key: ["instagram.com"], count: 1 },
      ],
      total: 4,
    });
    const landings = await outbox.leadsBySource(range, "landing");
    expect(landings.rows).toEqual([
      { key: ["/"], count: 1 },
      { key: ["/Brand/intro"], count: 1 },
      { key: ["/FloorPlan/84A"], count: 1 },
      { key: ["/Promotion/Customer"], count: 1 },
    ]);

    expect(await outbox.remove(gone.id)).toBe(true);
    expect((await outbox.leadsBySource(range, "referrer")).rows).toEqual([
      { key: ["naver.com"], count: 2 },
      { key: ["direct"], count: 1 },
    ]);
    expect((await outbox.leadsOverTime(range, "day")).find((b) => b.form === "visit")?.count).toBe(1);
  });

  it("counts leads that came from an ad click per platform; Meta's browser id alone or no click id is not counted; a removed or purged lead leaves the counts", async () => {
    const outbox = open();
    const day = new Date("2026-03-02T03:00:00Z"); // 12:00 in Seoul
    const range = { from: new Date("2026-03-01T15:00:00Z"), to: new Date("2026-03-02T15:00:00Z") };
    const atDay = (s: number) => new Date(day.getTime() + s * 1000);
    await outbox.add(lead({ clickIds: { napm: "ct=a|tr=sa" } }), atDay(1));
    const gone = await outbox.add(lead({ clickIds: { napm: "ct=b|tr=sa", fbp: "fb.1.1.1" } }), atDay(2));
    await outbox.add(lead({ form: "visit", clickIds: { gclid: "G1", fbc: "fb.1.1.F1" } }), atDay(3));
    await outbox.add(lead({ form: "visit", clickIds: { wbraid: "W1" } }), atDay(4));
    await outbox.add(lead({ form: "inquiry", clickIds: { fbp: "fb.1.1.2" } }), atDay(5)); // no click
    await outbox.add(lead({ form: "inquiry" }), atDay(6));
    const old = await outbox.add(lead({ consentAt: at(-400 * 86_400_000), clickIds: { gbraid: "B1" } }), atDay(7));

    expect(await outbox.leadsBySource(range, "platform")).toEqual({
      rows: [
        { key: ["google"], count: 2 },
        { key: ["naver"], count: 2 },
        { key: ["google+meta"], count: 1 },
      ],
      total: 5,
    });
    expect((await outbox.leadsBySource(range, "referrer")).total).toBe(7);

    expect(await outbox.remove(gone.id)).toBe(true);
    expect((await outbox.purge(at(-365 * 86_400_000))).leads).toBe(1);
    expect(await outbox.get(old.id)).toBeNull();
    expect(await outbox.leadsBySource(range, "platform")).toEqual({
      rows: [
        { key: ["google"], count: 1 },
        { key: ["google+meta"], count: 1 },
        { key: ["naver"], count: 1 },
      ],
      total: 3,
    });
  });

  it("every form is counted, the visit booking's too, however many leads share a day", async () => {
    const outbox = open();
    const day = new Date("2026-03-02T03:00:00Z"); // 12:00 in Seoul
    for (let i = 0; i < 12; i++)
      await outbox.add(lead({ form: i % 2 === 0 ? "visit-booking" : "register" }), new Date(day.getTime() + i * 1000));
    const range = { from: new Date("2026-03-01T15:00:00Z"), to: new Date("2026-03-02T15:00:00Z") };
    expect((await outbox.leadsOverTime(range, "day")).map((b) => [b.form, b.count])).toEqual([
      ["register", 6],
      ["visit-booking", 6],
    ]);
    expect((await outbox.leadsOverTime(range, "hour")).map((b) => [b.start.toISOString(), b.form, b.count])).toEqual([
      ["2026-03-02T03:00:00.000Z", "register", 6],
      ["2026-03-02T03:00:00.000Z", "visit-booking", 6],
    ]);
    expect((await outbox.leadsBySource(range, "referrer")).total).toBe(12);
  });

  it("delivery health: pending and the oldest, the last day's outcomes, the last error per form, new failures; retry all failed", async () => {
    const outbox = open();
    const minute = 60_000;
    const now = at(48 * 60 * minute);
    const old = await outbox.add(lead(), at(0)); // pending for two days
    await outbox.add(lead({ form: "inquiry", hasDestination: false }), at(47 * 60 * minute));
    const settleAs = async (id: string, outcome: Parameters<LeadOutbox["settle"]>[2], when: Date) => {
      const [c] = await outbox.claim({
        forms: ["register", "visit", "inquiry"],
        now: when,
        limit: 1,
        leaseMs: 30_000,
        id,
      });
      expect(await outbox.settle(id, c!.claimToken, outcome)).toBe(true);
    };
    const ok = await outbox.add(lead({ form: "visit" }), at(40 * 60 * minute));
    await settleAs(ok.id, { status: "delivered", at: at(40 * 60 * minute + 1) }, at(40 * 60 * minute));
    const bad = await outbox.add(lead({ form: "visit" }), at(45 * 60 * minute));
    await settleAs(
      bad.id,
      { status: "failed", error: "form service answered 400", at: at(45 * 60 * minute + 1) },
      at(45 * 60 * minute),
    );
    const slow = await outbox.add(lead({ form: "register" }), at(46 * 60 * minute));
    await settleAs(
      slow.id,
      {
        status: "pending",
        nextAttemptAt: at(47 * 60 * minute),
        error: "form service answered 503",
        at: at(46 * 60 * minute + 1),
      },
      at(46 * 60 * minute),
    );

    const health = await outbox.deliveryHealth(now, at(44 * 60 * minute));
    expect(health).toMatchObject({
      pending: 2,
      last24h: { delivered: 1, failed: 1, noDestination: 1 },
      failedSince: 1,
      failedTotal: 1,
    });
    expect(health.oldestPendingAt?.getTime()).toBe(at(0).getTime());
    expect(health.lastErrors.map((e) => [e.form, e.error])).toEqual([
      ["register", "form service answered 503"],
      ["visit", "form service answered 400"],
    ]);
    expect((await outbox.deliveryHealth(now, at(46 * 60 * minute))).failedSince).toBe(0);

    expect(await outbox.retryAllFailed(now)).toBe(1);
    expect(await outbox.retryAllFailed(now)).toBe(0);
    expect(await outbox.get(bad.id)).toMatchObject({ status: "pending" });
    const after = await outbox.deliveryHealth(now, at(0));
    expect(after).toMatchObject({ pending: 3, failedTotal: 0 });
    expect(old.created).toBe(true);
  });
}
