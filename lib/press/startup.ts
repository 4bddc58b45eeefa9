import "server-only";
import { pressRepository } from "./index";
import { seedPress } from "./seed";

/** Press work at server start: opening the store applies its migrations; an empty store gets the sample articles. */
export async function startPress(): Promise<void> {
  const written = await seedPress(pressRepository(), { ifEmpty: true });
  if (written > 0) console.log(`press: seeded ${written} sample articles`);
}
