import { describe, expect, it } from "vitest";
import { arrivalChange, type LeadDeskStore } from "@/lib/leads/desk/course";

// One behaviour, two stores: the sales desk's courses and events on SQLite and on Firestore.

const t0 = new Date("2026-11-27T09:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const LEAD = "0b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b11";
const OTHER = "1b3c2a52-3c1f-4f57-9a4e-7d4f7a1c2b12";

export function leadDeskContract(name: string, fresh: () => Promise<LeadDeskStore>) {
  describe(`lead desk: ${name}`, () => {
    it("a booking marked arrived moves its lead to 방문 완료 without making it a first call; a called lead keeps its call; a contracted one stays", async () => {
      const desk = await fresh();
      const lead = { id: LEAD, createdAt: t0 };
      const arrived = arrivalChange(undefined, lead, "desk@example.com", at(60 * MIN), "V-1127-0001")!;
      const { course } = await desk.change(arrived);
      expect(course).toMatchObject({
        stage: "visited",
        firstCalledAt: null,
        firstVisitedAt: at(60 * MIN),
        updatedBy: "desk@example.com",
      });
      expect((await desk.events(LEAD)).map((e) => [e.kind, e.value])).toEqual([
        ["stage", "visited"],
        ["note", "방문예약 V-1127-0001 견본주택 도착"],
      ]);
      // Already visited: nothing to change.
      expect(arrivalChange(course, lead, "desk@example.com", at(70 * MIN), "V-1127-0001")).toBeNull();

      const other = { id: OTHER, createdAt: t0 };
      await desk.change({
        leadId: OTHER,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(10 * MIN),
        stage: "called",
      });
      const moved = await desk.change(
        arrivalChange(
          (await desk.courses([OTHER])).get(OTHER),
          other,
          "desk@example.com",
          at(60 * MIN),
          "V-1127-0002",
        )!,
      );
      expect(moved.course).toMatchObject({ stage: "visited", firstCalledAt: at(10 * MIN) });
      await desk.change({
        leadId: OTHER,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(90 * MIN),
        stage: "contracted",
      });
      expect(
        arrivalChange(
          (await desk.courses([OTHER])).get(OTHER),
          other,
          "desk@example.com",
          at(100 * MIN),
          "V-1127-0003",
        ),
      ).toBeNull();
    });

    it("a lead never touched has no course; a save sets what it names and records each change with who and when", async () => {
      const desk = await fresh();
      expect((await desk.courses([LEAD])).size).toBe(0);
      const first = await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(30 * MIN),
        stage: "called",
        assignee: "kim@example.com",
        note: "오후에 다시 통화 원함",
      });
      expect(first.course).toMatchObject({
        stage: "called",
        assignee: "kim@example.com",
        nextCallOn: null,
        firstCalledAt: at(30 * MIN),
        updatedBy: "kim@example.com",
      });
      expect(first.events.map((e) => e.kind)).toEqual(["stage", "assign", "note"]);
      // The same stage again is no change; a new next-call day and a note are.
      const second = await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "owner@example.com",
        at: at(60 * MIN),
        stage: "called",
        nextCallOn: "2026-11-30",
        note: "모델하우스 방문 희망",
      });
      expect(second.events.map((e) => [e.kind, e.value])).toEqual([
        ["next-call", "2026-11-30"],
        ["note", "모델하우스 방문 희망"],
      ]);
      await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "owner@example.com",
        at: at(90 * MIN),
        stage: "visit-booked",
        assignee: null,
        nextCallOn: null,
      });
      const course = (await desk.courses([LEAD, OTHER])).get(LEAD)!;
      // The first call stays the first; unassigning and clearing the date are changes too.
      expect(course).toMatchObject({
        stage: "visit-booked",
        assignee: null,
        nextCallOn: null,
        firstCalledAt: at(30 * MIN),
        leadCreatedAt: t0,
      });
      const events = await desk.events(LEAD);
      expect(events.map((e) => [e.kind, e.value, e.actor])).toEqual([
        ["stage", "called", "kim@example.com"],
        ["assign", "kim@example.com", "kim@example.com"],
        ["note", "오후에 다시 통화 원함", "kim@example.com"],
        ["next-call", "2026-11-30", "owner@example.com"],
        ["note", "모델하우스 방문 희망", "owner@example.com"],
        ["stage", "visit-booked", "owner@example.com"],
        ["assign", null, "owner@example.com"],
        ["next-call", null, "owner@example.com"],
      ]);
      expect(events[0]!.at).toEqual(at(30 * MIN));
    });

    it("the first visit stays recorded when the lead moves on: contracted, then on hold", async () => {
      const desk = await fresh();
      await desk.change({ leadId: LEAD, leadCreatedAt: t0, actor: "kim@example.com", at: at(MIN), stage: "called" });
      expect((await desk.courses([LEAD])).get(LEAD)!.firstVisitedAt).toBeNull();
      await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(2 * MIN),
        stage: "visited",
      });
      await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(3 * MIN),
        stage: "contracted",
      });
      await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(4 * MIN),
        stage: "on-hold",
      });
      expect((await desk.courses([LEAD])).get(LEAD)).toMatchObject({
        stage: "on-hold",
        firstCalledAt: at(MIN),
        firstVisitedAt: at(2 * MIN),
      });
    });

    it("invalid is not a call: it sets no first-call time", async () => {
      const desk = await fresh();
      const { course } = await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "kim@example.com",
        at: at(MIN),
        stage: "invalid",
      });
      expect(course.firstCalledAt).toBeNull();
    });

    it("lists the courses of leads created in a period, erases one lead's course and notes, and purges by the lead's time", async () => {
      const desk = await fresh();
      await desk.change({
        leadId: LEAD,
        leadCreatedAt: t0,
        actor: "a@example.com",
        at: at(MIN),
        stage: "called",
        note: "메모",
      });
      await desk.change({
        leadId: OTHER,
        leadCreatedAt: at(10 * MIN),
        actor: "a@example.com",
        at: at(11 * MIN),
        stage: "contracted",
      });
      expect((await desk.coursesCreated(t0, at(5 * MIN))).map((c) => c.leadId)).toEqual([LEAD]);
      expect((await desk.coursesCreated(t0, at(20 * MIN))).map((c) => c.leadId).sort()).toEqual([LEAD, OTHER].sort());
      await desk.remove(LEAD);
      expect(await desk.events(LEAD)).toEqual([]);
      expect((await desk.courses([LEAD])).size).toBe(0);
      expect(await desk.purge(at(11 * MIN))).toBe(1);
      expect((await desk.courses([OTHER])).size).toBe(0);
      expect(await desk.events(OTHER)).toEqual([]);
    });

    it("two saves at once both land: every event kept, the course consistent", async () => {
      const desk = await fresh();
      await Promise.all([
        desk.change({ leadId: LEAD, leadCreatedAt: t0, actor: "a@example.com", at: at(MIN), note: "첫 메모" }),
        desk.change({ leadId: LEAD, leadCreatedAt: t0, actor: "b@example.com", at: at(MIN), note: "둘째 메모" }),
      ]);
      expect((await desk.events(LEAD)).map((e) => e.value).sort()).toEqual(["둘째 메모", "첫 메모"]);
    });
  });
}
