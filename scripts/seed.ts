// `npm run seed`: writes the sample press articles of the default site into the configured store
// (DATA_BACKEND, DATA_DIR or the Firebase project, read from the same .env files as the server).
// Idempotent: an article whose id exists is left alone, views included. Refused where the site shows
// no demo content (DEMO_CONTENT=false, or unset with a public SITE_URL): samples there would be
// published as the complex's news.
import { loadEnvConfig } from "@next/env";

async function main() {
  loadEnvConfig(process.cwd());
  const { demoContent, env } = await import("../lib/env");
  if (!demoContent()) {
    console.error(
      `press seed: refused. This site shows no demo content (SITE_URL ${env().SITE_URL}${env().DEMO_CONTENT === false ? ", DEMO_CONTENT=false" : ""}), so sample articles would be published as its news. Set DEMO_CONTENT=true to seed them anyway.`,
    );
    process.exit(1);
  }
  const { pressRepository } = await import("../lib/press/index");
  const { seedPress } = await import("../lib/press/seed");
  const { samplePressArticles } = await import("../lib/press/seed-articles");
  const written = await seedPress(await pressRepository(), { ifEmpty: false });
  const where =
    env().DATA_BACKEND === "firestore"
      ? `Firestore project ${env().FIREBASE_PROJECT_ID ?? "(default credentials)"}`
      : `SQLite in ${env().DATA_DIR}`;
  console.log(
    `press seed: ${written} of ${samplePressArticles().length} sample articles written to ${where} (ids that already existed were left alone).`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
