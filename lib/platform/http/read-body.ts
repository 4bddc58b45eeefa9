// Request bodies read with a size limit: the lead endpoints and the server action check in proxy.ts.

/**
 * The body, or null when it is longer than `limit` bytes (keeping at most `limit` in memory).
 * Past the limit, `overflow: "cancel"` stops reading (a route handler's own body); `"drain"` reads
 * the rest and drops it (the proxy's copy of a body, which Next feeds as the request arrives, up to
 * its own 10 MB clone limit: a cancelled copy left the answer waiting for good).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  overflow: "cancel" | "drain" = "cancel",
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= limit) chunks.push(value);
    else if (overflow === "cancel") {
      await reader.cancel().catch(() => undefined);
      return null;
    }
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A request's body within `limit` bytes, refused at once when its declared length is over; null when too long. */
export async function readRequestBody(
  request: Request,
  limit: number,
  overflow: "cancel" | "drain" = "cancel",
): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return null;
  return readLimited(request.body, limit, overflow);
}
