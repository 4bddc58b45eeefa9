// `npm run verify-access-records`: checks the chain of the access records in the configured store
// (DATA_BACKEND, DATA_DIR or the Firebase project, from the same .env files as the server): every
// record in place, each hashed over the one before, the last the chain's head. Prints how many
// records it checked, or the first broken link and what is wrong there; exits 1 when broken.
// Records kept from before the chain (no place in it) are listed on /admin/records but not checked.
import { loadEnvConfig } from "@next/env";

async function main() {
  loadEnvConfig(process.cwd());
  const { env } = await import("../lib/env");
  const { accessRecords } = await import("../lib/staff/access/index");
  const { verifyChain } = await import("../lib/staff/access/records");
  const verdict = await verifyChain(await accessRecords());
  const where =
    env().DATA_BACKEND === "firestore"
      ? `Firestore project ${env().FIREBASE_PROJECT_ID ?? "(default credentials)"}`
      : `SQLite in ${env().DATA_DIR}`;
  if (verdict.ok) {
    console.log(
      verdict.records
        ? `access records: the chain is whole, ${verdict.records} records (#${verdict.first} to #${verdict.last}) in ${where}.`
        : `access records: no chained record yet in ${where}.`,
    );
    return;
  }
  console.error(
    `access records: BROKEN at #${verdict.brokenAt} (${verdict.records} records before it are whole) in ${where}: ${verdict.reason}`,
  );
  process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
