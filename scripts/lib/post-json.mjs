// One JSON POST of a benchmark from a given client address (X-Forwarded-For, behind one trusted
// proxy): its status and JSON body. Never throws: a network error or the deadline is status 0.

/** @param {string} url @param {unknown} body @param {string} from @param {number} timeoutMs */
export async function postJson(url, body, from, timeoutMs) {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.json().catch(() => ({})) };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}
