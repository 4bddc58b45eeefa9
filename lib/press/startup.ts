import "server-only";

/** Press work at server start (migrations, seeding an empty store). Filled in by the press issue. */
export async function startPress(): Promise<void> {}
