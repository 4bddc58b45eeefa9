// `npm run migrate -- --to firestore [--data-dir <dir>]`: copies the embedded store (DATA_DIR/site.db)
// into the Firestore database the server will read with DATA_BACKEND=firestore: press articles with
// their views, leads with their idempotency records and dashboard counters, visit bookings with
// their slots, places and phone-day records, the SMS outbox, the leads' follow-up queue, staff
// accounts, the sales desk's courses and the access records (scripts/migration/to-firestore.ts).
// Idempotent: what exists is left alone, so a second run creates nothing. Reads the settings the
// Firestore-backed server runs with (environment and .env files): DATA_BACKEND=firestore,
// FIREBASE_PROJECT_ID, FIRESTORE_DATABASE_ID (unset: the project's default database), and
// credentials (FIREBASE_SERVICE_ACCOUNT or Application Default Credentials). Prints counts per
// collection, never a record; a staff account left out (its address has another account on
// Firestore) is named on stderr by its id, for the operator to settle. Bounded: stops after --deadline-minutes (default 30); a stopped run
// is finished by running it again.
import { loadEnvConfig } from "@next/env";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE = "usage: npm run migrate -- --to firestore [--data-dir <dir>] [--deadline-minutes <n>]";

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      to: { type: "string" },
      "data-dir": { type: "string" },
      "deadline-minutes": { type: "string", default: "30" },
      help: { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 0) throw new Error(`unexpected argument ${positionals[0]}\n${USAGE}`);
  if (values.to !== "firestore") throw new Error(`--to firestore is the one target\n${USAGE}`);
  const minutes = Number(values["deadline-minutes"]);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`--deadline-minutes must be a positive number\n${USAGE}`);
  setTimeout(() => {
    console.error(`migrate: stopped after ${minutes} minutes; what was copied stays, run it again to finish.`);
    process.exit(2);
  }, minutes * 60_000).unref();

  loadEnvConfig(process.cwd());
  const { env } = await import("../lib/env");
  const e = env();
  if (e.DATA_BACKEND !== "firestore") {
    throw new Error(
      "DATA_BACKEND is not 'firestore': run this with the settings the Firestore-backed server will use (DATA_BACKEND=firestore, FIREBASE_PROJECT_ID, FIRESTORE_DATABASE_ID), so the copy lands where that server reads.",
    );
  }
  if (!e.FIREBASE_PROJECT_ID)
    throw new Error("FIREBASE_PROJECT_ID is not set: which Firebase project should the copy go to?");
  if (e.FIRESTORE_EMULATOR_HOST && !e.FIREBASE_PROJECT_ID.startsWith("demo-")) {
    throw new Error(
      "FIRESTORE_EMULATOR_HOST is set but FIREBASE_PROJECT_ID does not start with 'demo-': refusing (emulator and real project mixed up?).",
    );
  }
  const dataDir = path.resolve(values["data-dir"] ?? e.DATA_DIR);
  const file = path.join(dataDir, "site.db");
  if (!existsSync(file)) throw new Error(`No database at ${file}: nothing to copy (check DATA_DIR or --data-dir).`);

  const { openDb } = await import("../lib/platform/db/sqlite");
  const { firestore } = await import("../lib/platform/firebase/admin");
  const { migrateToFirestore } = await import("./migration/to-firestore");
  const target = `project ${e.FIREBASE_PROJECT_ID}, database ${e.FIRESTORE_DATABASE_ID ?? "(default)"}${e.FIRESTORE_EMULATOR_HOST ? ` on the emulator at ${e.FIRESTORE_EMULATOR_HOST}` : ""}`;
  console.log(`migrate: ${file} -> Firestore ${target}`);
  console.log(
    `  ${"collection".padEnd(20)} ${"created".padStart(8)} ${"updated".padStart(8)} ${"skipped".padStart(8)}`,
  );
  let leftOut = 0;
  const report = await migrateToFirestore(openDb(file), firestore(), {
    onProgress: (collection, c) =>
      console.log(
        `  ${collection.padEnd(20)} ${String(c.created).padStart(8)} ${String(c.updated).padStart(8)} ${String(c.skipped).padStart(8)}`,
      ),
    onNotice: (n) => {
      leftOut += 1;
      console.error(`migrate: left out ${n.collection} ${n.id}: ${n.reason}`);
    },
  });
  const created = Object.values(report).reduce((sum, c) => sum + c.created, 0);
  const updated = Object.values(report).reduce((sum, c) => sum + c.updated, 0);
  console.log(
    `migrate: done, ${created} documents created, ${updated} counters updated (skipped: already there, left as they were).`,
  );
  if (leftOut > 0)
    console.log(`migrate: ${leftOut} record(s) left out, see above: settle them on Firestore (counted as skipped).`);
  console.log(`migrate-report ${JSON.stringify(report)}`);
}

/** An error's text without document paths (a phone-day record's id holds a phone number) or phone numbers. */
function withoutPersonalData(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/documents\/[^\s"']+/g, "documents/<document>").replace(/01\d{8,9}/g, "<phone>");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`migrate: ${withoutPersonalData(error)}`);
    process.exit(1);
  },
);
