import "server-only";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { pressRepository } from "./index";
import { seedPress } from "./seed";

/**
 * Press work at server start: opening the store applies its migrations; an empty store gets the
 * sample articles. A SQLite failure stops the server (the disk is broken); a Firestore failure is
 * logged and the server starts anyway (the network may come back, and pages report their own errors).
 */
export async function startPress(): Promise<void> {
  try {
    const written = await seedPress(pressRepository(), { ifEmpty: true });
    if (written > 0) log.info(`press: seeded ${written} sample articles`);
  } catch (error) {
    if (env().DATA_BACKEND !== "firestore") throw error;
    log.error("press: could not check or seed the Firestore collection 'press' at start", { error });
  }
}
