// A server stand-in for lib/platform/db/backup.test.ts: its own process, adding leads to DATA_DIR/site.db
// through SqliteLeadOutbox, one after the other, until a line "stop" arrives on stdin (or 60 s, or
// 100,000 leads). Prints "ready" after its first 20 leads and "done <n>" with how many it added.
// Run with tsx --conditions=react-server (the outbox imports server-only).
import path from "node:path";
import { openDb } from "@/lib/platform/db/sqlite";
import { SqliteLeadOutbox } from "@/lib/leads/store/sqlite";

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: lead-writer.ts <dataDir>");
const outbox = new SqliteLeadOutbox(openDb(path.join(dataDir, "site.db")));

let stop = false;
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk: string) => {
  if (chunk.includes("stop")) stop = true;
});

async function main(): Promise<number> {
  const deadline = Date.now() + 60_000;
  let written = 0;
  while (!stop && Date.now() < deadline && written < 100_000) {
    await outbox.add({
      form: written % 2 ? "register" : "inquiry",
      fields: {
        name: `작성자${written}`,
        phone: `010${String(30_000_000 + written)}`,
        message: written % 2 ? null : "문의",
        birthDate: written % 2 ? null : "900101",
        email: null,
        visitDate: null,
      },
      page: "/",
      referrer: null,
      utm: null,
      consentAt: new Date(),
      idempotencyKey: `writer-${process.pid}-${written}`,
      hasDestination: false,
    });
    written += 1;
    if (written === 20) process.stdout.write("ready\n");
    // Let stdin's "stop" in between writes.
    if (written % 10 === 0) await new Promise((r) => setImmediate(r));
  }
  return written;
}

main().then(
  (written) => {
    process.stdout.write(`done ${written}\n`);
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
