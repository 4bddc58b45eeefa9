// `npm run seed`: writes the sample press articles of the default site into the configured store
// (DATA_BACKEND, DATA_DIR or the Firebase project, read from the same .env files as the server).
// Idempotent: an article whose id exists is left alone, views included.
import { loadEnvConfig } from "@next/env";

async function main() {
  loadEnvConfig(process.cwd());
  const { env } = await import("../lib/env");
  const { pressRepository } = await import("../lib/press/index");
  const { seedPress } = await import("../lib/press/seed");
  const { samplePressArticles } = await import("../lib/press/seed-articles");
  const written = await seedPress(pressRepository(), { ifEmpty: false });
  const where = env().DATA_BACKEND === "firestore" ? `Firestore project ${env().FIREBASE_PROJECT_ID ?? "(default credentials)"}` : `SQLite in ${env().DATA_DIR}`;
  console.log(`press seed: ${written} of ${samplePressArticles().length} sample articles written to ${where} (ids that already existed were left alone).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
