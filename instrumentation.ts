// Runs once when the server starts (`npm start`, `next start`, the standalone server.js), never during `next build`.
// Node-only work lives in lib/server (its startup.ts), imported only in the Node runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { onServerStart } = await import("./lib/server");
    await onServerStart();
  }
}
