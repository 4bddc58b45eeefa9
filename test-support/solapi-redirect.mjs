// Test support: sends the SOLAPI SDK's requests (https://api.solapi.com, a class field with no
// setting) to a loopback stand-in, by wrapping Node's global HTTP dispatcher (the one fetch uses);
// every other request goes out unchanged. In-process for the unit tests (solapi-stand-in.ts), and
// as a preload of a production server the browser tests start (`node --import
// ./e2e/support/solapi-preload.mjs scripts/start.mjs`, e2e/cron.spec.ts).

const GLOBAL_DISPATCHER = Symbol.for("undici.globalDispatcher.1");

/** @param {string} origin the stand-in's origin, e.g. http://127.0.0.1:4567; returns the undo. */
export async function redirectSolapiTo(origin) {
  const globals = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
  // fetch creates its default dispatcher on first use.
  if (!globals[GLOBAL_DISPATCHER]) await fetch(`${origin}/warm-up`).then((r) => r.body?.cancel());
  const original = globals[GLOBAL_DISPATCHER];
  if (!original) throw new Error("no global HTTP dispatcher to wrap");
  const redirect = Object.create(original);
  redirect.dispatch = (/** @type {{ origin?: unknown }} */ options, /** @type {unknown} */ handler) =>
    original.dispatch(
      String(options.origin).replace(/\/$/, "") === "https://api.solapi.com" ? { ...options, origin } : options,
      handler,
    );
  globals[GLOBAL_DISPATCHER] = redirect;
  return () => {
    globals[GLOBAL_DISPATCHER] = original;
  };
}
