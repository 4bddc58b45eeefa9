// A server action's request body, checked before Next decodes it. Next hands the body to React's
// reply decoder, which throws on encodings no browser of ours sends (a reference to a part that is
// not there, a kind of value our actions never take, arguments nested thousands deep, a body over
// Next's 1 MB action limit, an argument list that is not a list), and Next answers each with a 500.
// proxy.ts answers them 400 or 413 instead. What passes is exactly what React's client encodes for
// our actions: plain JSON values, escaped strings ("$$"), undefined/NaN/Infinity/-0/dates/BigInts,
// FormData references ("$K"), and references to parts of the same
// body ("$@1", "$1": a bound action's encrypted arguments), each part itself checked the same way.
// Not a temporary reference ("$T": a client-only value our actions never take, which throws as soon
// as an action reads it).

/** Next's default `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

export type ActionBodyVerdict = { ok: true } | { ok: false; status: 400 | 413 };

const refused = (status: 400 | 413): ActionBodyVerdict => ({ ok: false, status });

/** Whether a request to a page is a server action call (with JavaScript, or a plain form post). */
export function isActionPost(method: string, headers: Pick<Headers, "get">): boolean {
  if (method !== "POST") return false;
  if (headers.get("next-action") !== null) return true;
  return (headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The verdict on a server action's body (`contentType` as sent). */
export async function checkActionBody(contentType: string, body: Uint8Array): Promise<ActionBodyVerdict> {
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return refused(413);
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(body as BodyInit, { headers: { "content-type": contentType } }).formData();
    } catch {
      return refused(400);
    }
    return checkForm(form) ? { ok: true } : refused(400);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return refused(400);
  }
  return checkReply(text, () => null, true) ? { ok: true } : refused(400);
}

function checkForm(form: FormData): boolean {
  const keys = [...form.keys()];
  // A plain form post: the action's id in a field name, the other fields passed as they are.
  const ref = keys.find((k) => k.startsWith("$ACTION_REF_"));
  if (ref) {
    // A bound action without JavaScript: its id and bound arguments in "$ACTION_<n>:0" and parts.
    const prefix = `$ACTION_${ref.slice("$ACTION_REF_".length)}:`;
    const root = form.get(`${prefix}0`);
    if (typeof root !== "string") return false;
    let meta: unknown;
    try {
      meta = JSON.parse(root);
    } catch {
      return false;
    }
    if (
      typeof meta !== "object" ||
      meta === null ||
      Array.isArray(meta) ||
      typeof (meta as { id?: unknown }).id !== "string"
    )
      return false;
    return checkReply(root, (id) => form.get(`${prefix}${id}`), false);
  }
  if (keys.some((k) => k.startsWith("$ACTION_ID_"))) return true;
  const root = form.get("0");
  return typeof root === "string" && checkReply(root, (id) => form.get(id), true);
}

/**
 * Whether a reply (the JSON of part 0) and every part it references decode without an error.
 * `part(id)` gives the part with that decimal id, or null.
 */
function checkReply(
  root: string,
  part: (id: string) => FormDataEntryValue | null,
  rootIsArgumentList: boolean,
): boolean {
  let nodes = 0;
  const checkedParts = new Set<number>();

  const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  };

  const checkPart = (id: number, depth: number): boolean => {
    if (!Number.isSafeInteger(id)) return false;
    if (checkedParts.has(id)) return true;
    checkedParts.add(id);
    const text = part(String(id));
    if (typeof text !== "string") return false;
    const parsed = parse(text);
    return parsed.ok && check(parsed.value, depth + 1);
  };

  const checkString = (value: string, depth: number): boolean => {
    if (value[0] !== "$") return true;
    const tag = value[1];
    switch (tag) {
      case "$": // an escaped "$"
      case "D": // a date (an invalid one is still a Date)
        return true;
      case "u":
        return value === "$undefined";
      case "N":
        return value === "$NaN";
      case "I":
        return value === "$Infinity";
      case "-":
        return value === "$-0" || value === "$-Infinity";
      case "n":
        return /^\$n-?\d{1,300}$/.test(value);
      case "K": // the FormData of the fields prefixed _<id>_ (none is an empty FormData)
        return /^\$K[0-9a-f]{1,8}$/.test(value);
      case "@": // a promise of another part (a bound action's encrypted arguments)
        return /^\$@[0-9a-f]{1,8}$/.test(value) && checkPart(parseInt(value.slice(2), 16), depth);
      default: // "$<hex>": another part, outlined; any other tag is a kind of value our actions never take
        return /^\$[0-9a-f]{1,8}$/.test(value) && checkPart(parseInt(value.slice(1), 16), depth);
    }
  };

  const check = (value: unknown, depth: number): boolean => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return false;
    if (typeof value === "string") return checkString(value, depth);
    if (value === null || typeof value !== "object") return true;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) if (!check(child, depth + 1)) return false;
    return true;
  };

  const parsed = parse(root);
  if (!parsed.ok) return false;
  if (rootIsArgumentList && !Array.isArray(parsed.value)) return false;
  return check(parsed.value, 0);
}
