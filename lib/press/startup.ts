import "server-only";
import { log } from "@/lib/platform/log";
import { demoContent, env } from "@/lib/env";
import { pressRepository } from "./store/index";
import { seedPress } from "./seed";

/**
 * Press work at server start: opening the store applies its migrations; with demo content on
 * (DEMO_CONTENT; unset, only when SITE_URL is this machine) an empty store gets the sample articles.
 * A public deployment seeds nothing: its press list starts empty and shows only what an
 * administrator publishes. A SQLite failure stops the server (the disk is broken); a Firestore
 * failure is logged and the server starts anyway (the network may come back, and pages report
 * their own errors).
 */
export async function startPress(): Promise<void> {
  try {
    const written = demoContent() ? await seedPress(await pressRepository(), { ifEmpty: true }) : await openOnly();
    if (written > 0) log.info(`press: seeded ${written} sample articles`);
  } catch (error) {
    if (env().DATA_BACKEND !== "firestore") throw error;
    log.error("press: could not check or seed the Firestore collection 'press' at start", { error });
  }
}

/** Opens the store without writing (a broken SQLite file stops the server here, not on a visit); writes nothing. */
async function openOnly(): Promise<number> {
  await (await pressRepository()).hasArticles("");
  return 0;
}
