// One "server instance" for lib/leads/drain-processes.test.ts: its own process and firebase-admin
// app on the Firestore emulator, draining the shared lead outbox into the form-service stand-in
// until a pass finds nothing due (bounded: 60 s). Prints its summed report as one JSON line.
// Run with tsx --conditions=react-server (the outbox imports server-only).
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulatorCredential } from "@/lib/platform/firebase/emulator-credential";
import { drainOnce, type DrainReport } from "@/lib/leads/drainer";
import { FirestoreLeadOutbox } from "@/lib/leads/store/firestore";

const [projectId, formUrl] = process.argv.slice(2);
if (!projectId || !formUrl) throw new Error("usage: drain-worker.ts <projectId> <formServiceUrl>");
const app = initializeApp({ projectId, credential: emulatorCredential(projectId) });
const outbox = new FirestoreLeadOutbox(getFirestore(app));

async function main(): Promise<DrainReport> {
  const total: DrainReport = { claimed: 0, delivered: 0, retried: 0, failed: 0, lost: 0 };
  const t0 = Date.now();
  const deadline = t0 + 60_000;
  let idle = 0;
  while (Date.now() < deadline && idle < 3) {
    const report = await drainOnce({ outbox, destinations: { register: formUrl! }, maxLeads: 50, concurrency: 10 });
    for (const k of Object.keys(total) as (keyof DrainReport)[]) total[k] += report[k];
    if (process.env.DRAIN_TRACE) console.error(Date.now() - t0, JSON.stringify(report));
    idle = report.claimed === 0 ? idle + 1 : 0;
    if (report.claimed === 0) await new Promise((r) => setTimeout(r, 100));
  }
  return total;
}

main().then(
  (total) => {
    process.stdout.write(`${JSON.stringify(total)}\n`);
    process.exit(0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
