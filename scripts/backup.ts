// `npm run backup`: an online backup of the embedded store (DATA_DIR/site.db) while the server
// keeps writing, and its restore into a DATA_DIR. See lib/platform/db/backup.ts and README "Backup and
// moving to Firestore".
//   npm run backup                                      -> DATA_DIR/backups/site-<UTC time>.db
//   npm run backup -- --out /safe/place/site.db         (a new file; never overwrites one)
//   npm run backup -- --data-dir /srv/complex/data      (another DATA_DIR)
//   npm run backup -- --restore <file> [--data-dir <dir>] [--force]   (also: npm run restore -- <file>)
// Prints file names and row counts per table, never a row. Reads DATA_DIR from the environment
// and the .env files, as the server does.
import { loadEnvConfig } from "@next/env";
import path from "node:path";
import { parseArgs } from "node:util";

const USAGE =
  "usage: npm run backup -- [--out <file>] [--data-dir <dir>]\n       npm run backup -- --restore <file> [--data-dir <dir>] [--force]";

function table(counts: Record<string, number>): string {
  const width = Math.max(...Object.keys(counts).map((t) => t.length), 5);
  return Object.entries(counts)
    .map(([t, n]) => `  ${t.padEnd(width)}  ${n}`)
    .join("\n");
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      out: { type: "string" },
      "data-dir": { type: "string" },
      restore: { type: "string" },
      force: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // `npm run restore -- <file> ...` arrives as `--restore <file> ...` (the npm script ends in --restore).
  const restoreFile = values.restore;
  if (positionals.length > 0) throw new Error(`unexpected argument ${positionals[0]}\n${USAGE}`);
  loadEnvConfig(process.cwd());
  const { env } = await import("../lib/env");
  const { backupDatabase, defaultBackupPath, restoreDatabase } = await import("../lib/platform/db/backup");
  const dataDir = path.resolve(values["data-dir"] ?? env().DATA_DIR);

  if (restoreFile !== undefined) {
    if (values.out !== undefined) throw new Error(`--out and --restore do not go together\n${USAGE}`);
    const result = restoreDatabase(path.resolve(restoreFile), dataDir, { force: values.force });
    console.log(`restore: integrity ok; ${result.file} (0600) restored from ${path.resolve(restoreFile)}`);
    if (result.replaced) console.log(`restore: the database it replaced is now ${result.replaced}`);
    console.log(`rows per table:\n${table(result.counts)}`);
    return;
  }
  if (values.force) throw new Error(`--force goes with --restore\n${USAGE}`);
  const out = path.resolve(values.out ?? defaultBackupPath(dataDir));
  const result = backupDatabase(path.join(dataDir, "site.db"), out);
  console.log(`backup: integrity ok; ${result.file} (0600)`);
  console.log(`rows per table:\n${table(result.counts)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
