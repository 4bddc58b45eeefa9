import "server-only";
import type Database from "better-sqlite3";
import { withBusyTimeout, type Db } from "@/lib/platform/db/sqlite";
import { SqliteStore } from "@/lib/platform/db/sqlite-store";
import { kstDayIndex } from "@/lib/platform/time/kst";
import { bucketOf } from "../histogram";
import type { VitalSample } from "../schema";
import type { VitalsHistogramRow, VitalsRange, VitalsStore } from "../histograms";

// Table vitals_histogram: one counter per Korean day (days since the epoch), page type, device,
// metric and bucket. A beacon adds 1 to up to three counters.

const MIGRATIONS = [
  `CREATE TABLE vitals_histogram (
    day INTEGER NOT NULL,
    page_type TEXT NOT NULL,
    device TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (day, page_type, device, metric, bucket)
  ) WITHOUT ROWID`,
];

/** A beacon never waits long for a busy file: it is dropped instead (best effort). */
const RECORD_BUSY_TIMEOUT_MS = 100;

export class SqliteVitalsStore extends SqliteStore implements VitalsStore {
  private readonly add: Database.Statement;
  private readonly read: Database.Statement;

  constructor(db: Db) {
    super(db, "vitals", MIGRATIONS);
    this.add = this.sql(
      `INSERT INTO vitals_histogram (day, page_type, device, metric, bucket, n) VALUES (@day, @pageType, @device, @metric, @bucket, 1)
       ON CONFLICT (day, page_type, device, metric, bucket) DO UPDATE SET n = n + 1`,
    );
    this.read = this.sql(
      `SELECT page_type AS pageType, device, metric, bucket, sum(n) AS count FROM vitals_histogram
        WHERE day >= @from AND day <= @to GROUP BY page_type, device, metric, bucket`,
    );
  }

  async record(samples: readonly VitalSample[], now = new Date()): Promise<void> {
    const day = kstDayIndex(now.getTime());
    const write = this.db.transaction(() => {
      for (const s of samples)
        this.add.run({
          day,
          pageType: s.pageType,
          device: s.device,
          metric: s.metric,
          bucket: bucketOf(s.metric, s.value),
        });
    });
    withBusyTimeout(this.db, RECORD_BUSY_TIMEOUT_MS, () => write.immediate());
  }

  async histograms(range: VitalsRange): Promise<VitalsHistogramRow[]> {
    return this.read.all({
      from: kstDayIndex(range.from.getTime()),
      to: kstDayIndex(range.to.getTime() - 1),
    }) as VitalsHistogramRow[];
  }

  async purge(cutoff: Date): Promise<number> {
    // The primary key starts with the day: a range delete.
    return this.sql("DELETE FROM vitals_histogram WHERE day < ?").run(kstDayIndex(cutoff.getTime())).changes;
  }
}
