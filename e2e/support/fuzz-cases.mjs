// Hostile request bodies for e2e/fuzz.spec.ts, from a seeded generator: the same seed gives the
// same cases, so a failure is reproducible. Every case says what it may do to the store:
//   "reject"   - invalid by design (a required field broken): must store nothing;
//   "honeypot" - a valid lead with the honeypot filled: answered like a success, stores nothing;
//   "store"    - a valid lead with hostile metadata or characters: may be stored (it is a lead),
//                and the spec counts that what is stored is exactly what was accepted.
// Run directly to replay one case against a server and print its answer and a curl reproducer:
//   node e2e/support/fuzz-cases.mjs <base-url> <seed> <case-id>
import http from "node:http";

/** mulberry32: small, fast, good enough to pick cases; never used for secrets. */
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

const utf8 = (s) => Buffer.from(s, "utf8");

/** Strings an attacker tries in any text field. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "\u202Eevil\u202C",
  "\u202Dabc\u2066x\u2069\u200F\u200E",
  "\uFEFF",
  "\u200B\u200C\u200D",
  "\uD800",
  "x\uDFFFy",
  "\uFFFF\uFFFE",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; DROP TABLE leads; --",
  "${7*7}{{7*7}}<%= 7*7 %>",
  "${jndi:ldap://127.0.0.1/a}",
  '=HYPERLINK("http://evil.example")',
  "+cmd|'/C calc'!A0",
  "@SUM(1+1)",
  "\r\nSet-Cookie: owned=1",
  "%00%0d%0aX-Injected: 1",
  "%ff%fe",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$@1",
  "$K1",
  "$Q1",
  "$h",
  "$F1",
  "$T",
  "$n99999999999999999999",
  "$Dnot-a-date",
  "$B1",
  "$undefined",
  "NaN",
  "-0",
  "1e309",
  "null",
  "true",
  "[object Object]",
  "가".repeat(41),
  "a".repeat(255),
  "😀".repeat(30),
  "Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359".repeat(20),
  "010-1234-5678\u0000",
  "０１０-１２３４-５６７８",
  "01012345678" + "\u202E",
  "admin@example.com\u0000",
  "ADMIN@EXAMPLE.COM",
  "admin@example.com\r\nBcc: x@evil.example",
];

/** Values of the wrong type for a JSON field. */
export const WRONG_TYPES = [
  0,
  -1,
  1e308,
  12345678901234567890,
  true,
  false,
  null,
  [],
  [""],
  ["a", "b"],
  {},
  { $ne: null },
  { length: 1e9 },
  { toString: "x", valueOf: "y" },
  [[[[["deep"]]]]],
];

/** Raw byte sequences that are not UTF-8. */
export const INVALID_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0x80],
].map((b) => Buffer.from(b));

/** Prototype-pollution attempts, as raw JSON text (a JS object literal would set the prototype instead). */
export const PROTO_JSON = [
  `"__proto__":{"consent":true,"polluted":"yes","isAdmin":true}`,
  `"constructor":{"prototype":{"consent":true,"polluted":"yes"}}`,
  `"prototype":{"consent":true}`,
  `"__proto__":{"__proto__":{"consent":"on"}}`,
  `"__proto__":null`,
  `"__proto__":"x"`,
  `"constructor":"x"`,
  `"toString":"x","valueOf":1,"hasOwnProperty":null`,
];

export const deepArray = (depth) => "[".repeat(depth) + "]".repeat(depth);
export const deepObject = (depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** A well-formed lead of `form`; `marker` in the name ties a stored row to its case. */
export function validLead(form, marker) {
  const base = { name: marker, phone: "010-1234-5678", consent: true };
  if (form === "register") return { ...base, email: "fuzz@example.com", visitDate: "2026-12-24" };
  if (form === "inquiry") return { ...base, birthDate: "850315", message: "퍼즈 시험 문의" };
  return { ...base, message: "퍼즈 시험 방문" };
}

const FIELDS = {
  register: ["name", "phone", "email", "visitDate", "consent"],
  visit: ["name", "phone", "message", "consent"],
  inquiry: ["name", "phone", "birthDate", "message", "consent"],
};

/** Ways to make a lead invalid for sure (what a "reject" case always carries). */
const BREAKERS = [
  (o) => void delete o.consent,
  (o) => void (o.consent = false),
  (o) => void (o.consent = "off"),
  (o) => void (o.phone = "not-a-phone"),
  (o) => void delete o.phone,
  (o) => void (o.name = ""),
  (o) => void (o.name = "가".repeat(41)),
];

const PAGES = [
  "/\\",
  "/\\evil.example",
  "/\\\\evil.example/x",
  "/%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/ /evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/\u0000",
  "/a\u202E",
  "/" + "a".repeat(499),
  "/?utm_source=" + "x".repeat(480),
  "/#x",
  "/%2F%2Fevil.example",
  "/http://evil.example",
  "/@evil.example",
  "/:/",
  "/\uD800",
];
const REFERRERS = [
  "javascript:alert(1)",
  "http://evil.example/" + "a".repeat(490),
  "http://[::1]:99999/",
  "http://a b/",
  "https://evil.example/\u0000",
  "file:///etc/passwd",
];
const RESULTS = ["A", "a".repeat(41), "x\r\nSet-Cookie: a=1", "ok#", "../x", "visit-ok\u0000"];

function jsonValue(v) {
  return v === undefined ? "null" : JSON.stringify(v);
}

/** JSON text of an object whose extra members are raw JSON snippets (so "__proto__" stays a key). */
function jsonWith(fields, rawMembers = []) {
  const parts = Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${jsonValue(v)}`);
  return `{${[...parts, ...rawMembers].join(",")}}`;
}

/** application/x-www-form-urlencoded text of [key, value] pairs; values that are not text are sent as JSON text. */
function urlencoded(pairs) {
  const enc = (s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate: what a sloppy client sends, its UTF-8 bytes of U+FFFD.
      return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
    }
  };
  return pairs.map(([k, v]) => `${enc(k)}=${enc(typeof v === "string" ? v : JSON.stringify(v ?? ""))}`).join("&");
}

const toPairs = (o) => Object.entries(o).map(([k, v]) => [k, v === true ? "on" : v]);

/**
 * One case: { id, method, path, headers, body (Buffer), kind, note }. `encoding` is "json" or "form".
 * `origin` is the server's own origin (hostile Referer values are built on it).
 */
export function leadCase(rng, form, encoding, index, origin) {
  const marker = `fz${encoding[0]}${form[0]}${index}`;
  const id = `lead/${form}/${encoding}/${index}`;
  const path = `/api/${form}`;
  const contentType = encoding === "json" ? "application/json" : "application/x-www-form-urlencoded";
  const headers = { "content-type": contentType };
  const lead = validLead(form, marker);
  const field = rng.pick(FIELDS[form]);
  const breaker = rng.pick(BREAKERS);
  const strategy = rng.pick([
    "wrong-type",
    "hostile-string",
    "hostile-string",
    "hostile-strings-everywhere",
    "proto",
    "proto",
    "invalid-utf8",
    "deep",
    "huge",
    "syntax",
    "content-type",
    "idempotency-key",
    "honeypot",
    "honeypot",
    "meta",
    "referer",
  ]);
  const out = (kind, note, body, extraHeaders = {}) => ({
    id,
    method: "POST",
    path,
    headers: { ...headers, ...extraHeaders },
    body: Buffer.isBuffer(body) ? body : utf8(body),
    kind,
    note: `${strategy}: ${note}`,
  });
  const encode = (o, raw = []) => (encoding === "json" ? jsonWith(o, raw) : urlencoded([...toPairs(o), ...raw]));

  switch (strategy) {
    case "wrong-type": {
      const value = rng.pick(WRONG_TYPES);
      if (encoding === "json") {
        lead[field] = value;
        breaker(lead);
        return out("reject", `${field}=${JSON.stringify(value)}`, encode(lead));
      }
      // Forms have no types: arrays and objects are spelled as brackets and repeats.
      breaker(lead);
      const pairs = [...toPairs(lead), [`${field}[]`, "x"], [`${field}[__proto__][consent]`, "on"], [field, "second"]];
      return out("reject", `${field}[] and repeats`, urlencoded(pairs));
    }
    case "hostile-string": {
      const value = rng.pick(HOSTILE_STRINGS);
      lead[field] = value;
      breaker(lead);
      return out("reject", `${field}=${JSON.stringify(value).slice(0, 80)}`, encode(lead));
    }
    case "hostile-strings-everywhere": {
      for (const f of FIELDS[form]) lead[f] = rng.pick(HOSTILE_STRINGS);
      breaker(lead);
      const extra = rng.pick(HOSTILE_STRINGS);
      lead[extra || "empty-key"] = rng.pick(HOSTILE_STRINGS);
      return out("reject", "every field hostile", encode(lead));
    }
    case "proto": {
      const member = rng.pick(PROTO_JSON);
      // Without consent: if a prototype key leaked into the parsed object, consent would come from it.
      delete lead.consent;
      if (encoding === "json") return out("reject", member, encode(lead, [member]));
      const pairs = [
        ["__proto__[consent]", "on"],
        ["__proto__", "consent"],
        ["constructor[prototype][consent]", "on"],
        ["prototype", "on"],
        ["hasOwnProperty", "x"],
        ["toString", "x"],
      ];
      return out(
        "reject",
        "prototype keys in a form post",
        urlencoded([...pairs.slice(0, 1 + rng.int(pairs.length)), ...toPairs(lead)]),
      );
    }
    case "invalid-utf8": {
      breaker(lead);
      const bad = rng.pick(INVALID_UTF8);
      // Inside a value and, sometimes, as the whole tail of the body.
      const text = encode({ ...lead, [field]: "@@BAD@@" });
      const [before, after] = text.split(encoding === "json" ? "@@BAD@@" : encodeURIComponent("@@BAD@@"));
      const body = rng.chance(0.5) ? Buffer.concat([utf8(before), bad, utf8(after)]) : Buffer.concat([utf8(text), bad]);
      // Even with nothing broken the lead must not be stored: it is not UTF-8 at all.
      return out("reject", `bytes ${bad.toString("hex")} in ${field}`, body);
    }
    case "deep": {
      breaker(lead);
      const depth = rng.pick([1_000, 4_000, 8_000, 10_000, 100_000]);
      const shape = rng.pick(["array body", "object body", "array in field", "object in honeypot"]);
      if (encoding === "form") {
        const key = "a" + "[a]".repeat(Math.min(depth, 4_000));
        return out("reject", `${depth}-deep bracket key`, urlencoded([...toPairs(lead), [key, "x"]]));
      }
      if (shape === "array body") return out("reject", `${depth}-deep array as the body`, deepArray(depth));
      if (shape === "object body")
        return out("reject", `${Math.min(depth, 3_900)}-deep object as the body`, deepObject(Math.min(depth, 3_900)));
      if (shape === "array in field")
        return out(
          "reject",
          `${depth}-deep array in ${field}`,
          jsonWith({ ...lead }, [
            `"${field}2":${deepArray(Math.min(depth, 7_000))}`,
            `"${field}":${deepArray(Math.min(depth, 1_000))}`,
          ]),
        );
      return out(
        "reject",
        `${depth}-deep object in _gotcha`,
        jsonWith(lead, [`"_gotcha":${deepObject(Math.min(depth, 3_000))}`]),
      );
    }
    case "huge": {
      const size = rng.pick([2_001, 15_000, 16_300, 16_384, 16_385, 20_000, 1_000_000]);
      const unit = rng.pick(["a", "가", "😀", "\u0000", "\u202E"]);
      lead[field] = unit.repeat(Math.ceil(size / Buffer.byteLength(unit)));
      breaker(lead);
      return out("reject", `${field} of ${size} bytes of ${JSON.stringify(unit)}`, encode(lead));
    }
    case "syntax": {
      const text = encode(lead);
      const variants =
        encoding === "json"
          ? [
              "",
              " ",
              "null",
              "0",
              '"string"',
              "[]",
              JSON.stringify([lead]),
              text.slice(0, -1),
              text + "}",
              text + "garbage",
              text.replace(/"/g, "'"),
              text.replace("{", "{/* c */"),
              text.replace('"consent":true', '"consent":true,"consent":false'),
              text.replace(/:true/, ":NaN"),
              "\uFEFF" + text.replace('"consent":true', '"consent":0'),
              text.replace(/"name":/, '"name":undefined,"x":'),
              "{" + '"k":1,'.repeat(2_500) + '"consent":false}',
            ]
          : [
              "",
              "&&&&",
              "=",
              "consent",
              "%",
              "%zz=1",
              text + "&consent=off",
              "consent=off&" + text,
              text.replace(/=/g, ""),
              text.replace(/&/g, ";"),
              "a=" + "%".repeat(5_000),
              "k=1&".repeat(3_000) + "consent=off",
            ];
      const variant = rng.int(variants.length);
      // "consent=off&<valid>": the first value wins, so it is refused; "<valid>&consent=off" is a valid lead.
      const storable = encoding === "form" && variant === 6;
      return out(storable ? "store" : "reject", `variant ${variant}`, variants[variant]);
    }
    case "content-type": {
      const type = rng.pick([
        "text/plain",
        "text/plain;charset=UTF-8",
        "multipart/form-data; boundary=x",
        "application/json-patch+json",
        "application/xml",
        "application/x-www-form-urlencoded; charset=utf-16",
        "application/json; charset=utf-16",
        "APPLICATION/JSON",
        " application/json ",
        "application/json, text/plain",
        "*/*",
        "",
      ]);
      breaker(lead);
      return out("reject", `Content-Type ${JSON.stringify(type)}`, encode(lead), { "content-type": type });
    }
    case "idempotency-key": {
      breaker(lead);
      const key = rng.pick([
        "",
        "short",
        "a".repeat(101),
        "../../../../etc",
        "a b c d e f g h",
        "%00%00%00%00%00",
        "${jndi:ldap://x/a}",
        "__proto__",
        "key\twith\ttabs",
        "0".repeat(8) + ",dup",
      ]);
      return out("reject", `Idempotency-Key ${JSON.stringify(key)}`, encode(lead), { "idempotency-key": key });
    }
    case "honeypot": {
      const trap = rng.pick(["x", "\u0000", "\u202E", "a".repeat(10_000), 1, true, [], {}, ["x"], { __proto__: null }]);
      const extras = [rng.pick(PROTO_JSON)];
      if (rng.chance(0.5)) lead.name = rng.pick(["\u202E" + marker, marker + "\u0000", marker + "😀"]);
      if (encoding === "json")
        return out(
          "honeypot",
          `_gotcha=${JSON.stringify(trap).slice(0, 40)}`,
          jsonWith({ ...lead, _gotcha: trap }, extras),
        );
      return out(
        "honeypot",
        `_gotcha=${JSON.stringify(trap).slice(0, 40)}`,
        urlencoded([
          ["_gotcha", typeof trap === "string" && trap.trim() ? trap : "x"],
          ...toPairs(lead),
          ["__proto__[x]", "1"],
        ]),
      );
    }
    case "meta": {
      const meta = { _page: rng.pick(PAGES), _referrer: rng.pick(REFERRERS), _result: rng.pick(RESULTS) };
      const hostileName = rng.pick([marker, "\u202E" + marker, marker + "\u0000", marker + "<script>", marker + "'--"]);
      const body = {
        ...lead,
        name: hostileName,
        ...(rng.chance(0.7) ? { _page: meta._page } : {}),
        ...(rng.chance(0.5) ? { _referrer: meta._referrer } : {}),
        ...(rng.chance(0.5) ? { _result: meta._result } : {}),
      };
      return out(
        "store",
        `_page=${JSON.stringify(body._page)} _referrer=${JSON.stringify(body._referrer)} _result=${JSON.stringify(body._result)} name=${JSON.stringify(hostileName)}`,
        encode(body),
      );
    }
    case "referer": {
      const referer = rng.pick([
        `${origin}//evil.example/`,
        `${origin}/\\evil.example`,
        `${origin}/%2F%2Fevil.example`,
        `${origin}/\\\\evil.example/x`,
        `${origin}/./\\evil.example`,
        `${origin}//`,
        "javascript:alert(1)",
        "http://evil.example/",
        `${origin}/a?lead=ok#x`,
      ]);
      const storable = rng.chance(0.3);
      if (!storable) breaker(lead);
      return out(storable ? "store" : "reject", `Referer ${referer}`, encode(lead), { referer });
    }
  }
  throw new Error(`unknown strategy ${strategy}`);
}

// --- The visit booking (/api/visit-booking) and its manage endpoint (/api/visit-booking/manage) ---
// Booking cases say what they may do to the store, like the lead cases, with one more kind:
//   "lead-only" - a valid lead asking for a slot that cannot be booked (past, off the calendar, too
//                 far ahead): the lead may be stored, as every lead is, but no booking, and the answer is a refusal.
// Manage cases all carry something broken (the token, the action, the slot, the party size...): none
// may cancel or change a booking. Some use a genuine token so that the fields behind it are reached.

/**
 * The slots a run books and refuses, from the content's calendar at the server's "now" (the spec
 * computes them): `bookable` open slots, `past` slots before now, `unknown` times off the slot grid of
 * an open day, `far` slots beyond the booking window.
 * @typedef {{ bookable: string[], past: string[], unknown: string[], far: string[] }} FuzzSlots
 */

/** A well-formed booking; `marker` in the name ties stored rows to the case, the phone is the case's own. */
export function validBooking(slot, marker, phone) {
  return { slot, name: marker, phone, partySize: 2, consent: true };
}

const BOOKING_FIELDS = ["slot", "name", "phone", "partySize", "consent", "smsConsent"];
/** Ways to make a booking invalid for sure, whatever else the case does. */
const BOOKING_BREAKERS = [
  ...BREAKERS,
  (o) => void (o.slot = ""),
  (o) => void delete o.slot,
  (o) => void (o.slot = "2026-13-40T25:61"),
  (o) => void (o.partySize = 0),
  (o) => void (o.partySize = 5),
  (o) => void (o.partySize = "두 명"),
];
/** Party sizes a strict reading refuses (the form's select sends "1" to "4"; JSON a number). */
const BAD_PARTY_SIZES = [
  0,
  5,
  -1,
  2.5,
  "2.5",
  "0x2",
  "2e0",
  " 3 ",
  "+2",
  "",
  "３",
  "1\u0000",
  true,
  false,
  null,
  [2],
  ["3"],
  { valueOf: 2 },
  "NaN",
  "Infinity",
  1e308,
];
/** Slot ids that are not a slot id (the shape is yyyy-mm-ddTHH:MM). */
const BAD_SLOTS = [
  "",
  " ",
  "2026-11-26 14:00",
  "2026-11-26t14:00",
  "2026-11-26T14:00Z",
  "2026-11-26T14:00:00",
  "2026-11-26T14:00\u0000",
  "2026-11-26T1400",
  "26-11-26T14:00",
  "2026-02-30T10:00",
  "2026-11-26T24:00",
  "../../etc/passwd",
  "2026-11-26T14:00&partySize=9",
  "__proto__",
  20261126,
  true,
  null,
  ["2026-11-26T14:00"],
  { slot: "2026-11-26T14:00" },
];

const bookingPhone = (encoding, index) =>
  `010-${encoding === "json" ? "61" : "62"}${String(Math.floor(index / 10_000)).padStart(2, "0")}-${String(index % 10_000).padStart(4, "0")}`;

/** One case against /api/visit-booking (JSON as a script sends it, or the booking page's plain form post). */
export function bookingCase(rng, encoding, index, origin, slots) {
  const marker = `fzb${encoding[0]}${index}`;
  const id = `booking/${encoding}/${index}`;
  const path = "/api/visit-booking";
  const headers = { "content-type": encoding === "json" ? "application/json" : "application/x-www-form-urlencoded" };
  const booking = validBooking(rng.pick(slots.bookable), marker, bookingPhone(encoding, index));
  if (rng.chance(0.3)) booking.smsConsent = rng.pick([true, "on", false, "off"]);
  const field = rng.pick(BOOKING_FIELDS);
  const breaker = rng.pick(BOOKING_BREAKERS);
  const strategy = rng.pick([
    "wrong-type",
    "bad-party-size",
    "bad-party-size",
    "bad-slot",
    "bad-slot",
    "refused-slot",
    "refused-slot",
    "hostile-string",
    "hostile-strings-everywhere",
    "proto",
    "invalid-utf8",
    "deep",
    "huge",
    "syntax",
    "duplicates",
    "duplicates",
    "content-type",
    "idempotency-key",
    "honeypot",
    "meta",
    "meta",
    "referer",
  ]);
  const out = (kind, note, body, extraHeaders = {}) => ({
    id,
    method: "POST",
    path,
    headers: { ...headers, ...extraHeaders },
    body: Buffer.isBuffer(body) ? body : utf8(body),
    kind,
    note: `${strategy}: ${note}`,
  });
  const encode = (o, raw = []) => (encoding === "json" ? jsonWith(o, raw) : urlencoded([...toPairs(o), ...raw]));
  // The booking page's own no-JavaScript post comes from the page, with its Referer and anchor.
  const pageHeaders = encoding === "form" ? { referer: `${origin}/Promotion/Visit` } : {};

  switch (strategy) {
    case "wrong-type": {
      const value = rng.pick(WRONG_TYPES);
      if (encoding === "json") {
        booking[field] = value;
        breaker(booking);
        return out("reject", `${field}=${JSON.stringify(value)}`, encode(booking));
      }
      breaker(booking);
      return out(
        "reject",
        `${field}[] and repeats`,
        urlencoded([
          ...toPairs(booking),
          [`${field}[]`, "x"],
          [`${field}[__proto__][consent]`, "on"],
          [field, "second"],
        ]),
        pageHeaders,
      );
    }
    case "bad-party-size": {
      // Nothing else is wrong: only a strict reading of the party size refuses these.
      const value = rng.pick(BAD_PARTY_SIZES);
      if (encoding === "form" && typeof value !== "string" && typeof value !== "number")
        return out(
          "reject",
          `partySize[]=${JSON.stringify(value)}`,
          urlencoded([
            ...toPairs({ ...booking, partySize: undefined }).filter(([k]) => k !== "partySize"),
            ["partySize[]", "2"],
          ]),
          pageHeaders,
        );
      return out("reject", `partySize=${JSON.stringify(value)}`, encode({ ...booking, partySize: value }), pageHeaders);
    }
    case "bad-slot": {
      const value = rng.pick(BAD_SLOTS);
      if (encoding === "form" && typeof value !== "string")
        return out(
          "reject",
          `slot=${JSON.stringify(value)} (as text)`,
          encode({ ...booking, slot: JSON.stringify(value) }),
          pageHeaders,
        );
      return out("reject", `slot=${JSON.stringify(value)}`, encode({ ...booking, slot: value }), pageHeaders);
    }
    case "refused-slot": {
      const which = rng.pick(["past", "unknown", "far"]);
      return out("lead-only", `${which} slot`, encode({ ...booking, slot: rng.pick(slots[which]) }), pageHeaders);
    }
    case "hostile-string": {
      const value = rng.pick(HOSTILE_STRINGS);
      booking[field] = value;
      breaker(booking);
      return out("reject", `${field}=${JSON.stringify(value).slice(0, 80)}`, encode(booking), pageHeaders);
    }
    case "hostile-strings-everywhere": {
      for (const f of BOOKING_FIELDS) booking[f] = rng.pick(HOSTILE_STRINGS);
      breaker(booking);
      return out("reject", "every field hostile", encode(booking), pageHeaders);
    }
    case "proto": {
      const member = rng.pick([
        ...PROTO_JSON,
        `"__proto__":{"slot":${JSON.stringify(booking.slot)},"partySize":2}`,
        `"constructor":{"prototype":{"slot":${JSON.stringify(booking.slot)}}}`,
      ]);
      // Without consent (and sometimes without a slot): a prototype key must never supply them.
      delete booking.consent;
      if (rng.chance(0.5)) delete booking.slot;
      if (encoding === "json") return out("reject", member, encode(booking, [member]));
      const pairs = [
        ["__proto__[consent]", "on"],
        ["__proto__[slot]", String(rng.pick(slots.bookable))],
        ["constructor[prototype][consent]", "on"],
        ["__proto__", "consent"],
        ["toString", "x"],
      ];
      return out(
        "reject",
        "prototype keys in a form post",
        urlencoded([...pairs.slice(0, 1 + rng.int(pairs.length)), ...toPairs(booking)]),
        pageHeaders,
      );
    }
    case "invalid-utf8": {
      const bad = rng.pick(INVALID_UTF8);
      const text = encode({ ...booking, [field === "consent" ? "name" : field]: "@@BAD@@" });
      const [before, after] = text.split(encoding === "json" ? "@@BAD@@" : encodeURIComponent("@@BAD@@"));
      const body = rng.chance(0.5) ? Buffer.concat([utf8(before), bad, utf8(after)]) : Buffer.concat([utf8(text), bad]);
      return out("reject", `bytes ${bad.toString("hex")} in the body`, body, pageHeaders);
    }
    case "deep": {
      const depth = rng.pick([1_000, 10_000, 100_000]);
      if (encoding === "form") {
        breaker(booking);
        return out(
          "reject",
          `${depth}-deep bracket key`,
          urlencoded([...toPairs(booking), ["slot" + "[a]".repeat(Math.min(depth, 4_000)), "x"]]),
          pageHeaders,
        );
      }
      return rng.chance(0.5)
        ? out("reject", `${depth}-deep array as the body`, deepArray(depth))
        : out(
            "reject",
            `${depth}-deep array as partySize`,
            jsonWith({ ...booking, partySize: undefined }, [
              `"partySize":${deepArray(Math.min(depth, 5_000))}`,
            ]).replace('"partySize":null,', ""),
          );
    }
    case "huge": {
      const size = rng.pick([2_001, 16_385, 20_000, 1_000_000]);
      const unit = rng.pick(["a", "가", "😀", "\u0000"]);
      // (Not smsConsent: it is optional, and anything but a yes is a no.)
      booking[rng.pick(["name", "slot", "phone", "partySize"])] = unit.repeat(
        Math.ceil(size / Buffer.byteLength(unit)),
      );
      return out("reject", `a field of ${size} bytes of ${JSON.stringify(unit)}`, encode(booking), pageHeaders);
    }
    case "syntax": {
      const text = encode(booking);
      const variants =
        encoding === "json"
          ? [
              "",
              "null",
              "[]",
              JSON.stringify([booking]),
              text.slice(0, -1),
              text + "}",
              text + "garbage",
              text.replace(/"/g, "'"),
              text.replace(/:true/, ":NaN"),
              text.replace('"partySize":2', '"partySize":02'),
              text.replace('"partySize":2', '"partySize":2n'),
              "\uFEFF" + text.replace('"consent":true', '"consent":0'),
            ]
          : [
              "",
              "&&&&",
              "=",
              "%",
              "%zz=1",
              text.replace(/=/g, ""),
              text.replace(/&/g, ";"),
              "slot=" + "%".repeat(5_000),
              text.replace("partySize=2", "partySize=%32%00"),
            ];
      const variant = rng.int(variants.length);
      return out("reject", `variant ${variant}`, variants[variant], pageHeaders);
    }
    case "duplicates": {
      // JSON: the last of a repeated key counts; a form post: the first. Each repeat is built so that
      // the value that counts is the broken one.
      const which = rng.pick(["partySize", "consent", "slot", "phone"]);
      const broken = { partySize: 9, consent: false, slot: "", phone: "not-a-phone" }[which];
      if (encoding === "json")
        return out(
          "reject",
          `${which} twice, the last one broken`,
          jsonWith(booking, [`${JSON.stringify(which)}:${JSON.stringify(broken)}`]),
        );
      const pairs = toPairs(booking);
      return out(
        "reject",
        `${which} twice, the first one broken`,
        urlencoded([[which, broken === false ? "off" : String(broken)], ...pairs]),
        pageHeaders,
      );
    }
    case "content-type": {
      // Valid fields in the wrong dress: a type the endpoint does not read must store nothing. (A
      // charset parameter is not read: the body is decoded as UTF-8 or refused.)
      const type = rng.pick([
        "text/plain",
        "multipart/form-data; boundary=x",
        "application/xml",
        "*/*",
        "",
        "application/jsonx",
        "application/x-www-form-urlencodedx",
        "application/json-patch+json",
        "text/json",
      ]);
      return out("reject", `Content-Type ${JSON.stringify(type)}`, encode(booking), {
        "content-type": type,
        ...pageHeaders,
      });
    }
    case "idempotency-key": {
      // Only keys the intake refuses (a well-formed key, even "__proto__", is a key like any other).
      const key = rng.pick([
        "",
        "short",
        "a".repeat(101),
        "../../../../etc",
        "__proto__ x",
        "%00%00%00%00%00",
        "key\twith\ttabs",
        "0".repeat(8) + ",dup",
      ]);
      return out("reject", `Idempotency-Key ${JSON.stringify(key)}`, encode(booking), {
        "idempotency-key": key,
        ...pageHeaders,
      });
    }
    case "honeypot": {
      const trap = rng.pick(["x", "\u0000", "a".repeat(10_000), 1, true, ["x"]]);
      if (encoding === "json")
        return out("honeypot", `_gotcha=${JSON.stringify(trap).slice(0, 40)}`, jsonWith({ ...booking, _gotcha: trap }));
      return out(
        "honeypot",
        `_gotcha=${JSON.stringify(trap).slice(0, 40)}`,
        urlencoded([["_gotcha", typeof trap === "string" && trap.trim() ? trap : "x"], ...toPairs(booking)]),
        pageHeaders,
      );
    }
    case "meta": {
      const hostileName = rng.pick([marker, "\u202E" + marker, marker + "<script>", marker + "'--"]);
      const body = {
        ...booking,
        name: hostileName,
        ...(rng.chance(0.7) ? { _page: rng.pick(PAGES) } : {}),
        ...(rng.chance(0.5) ? { _referrer: rng.pick(REFERRERS) } : {}),
        ...(rng.chance(0.5) ? { _result: rng.pick(RESULTS) } : {}),
      };
      return out(
        "store",
        `_page=${JSON.stringify(body._page)} _referrer=${JSON.stringify(body._referrer)} _result=${JSON.stringify(body._result)} name=${JSON.stringify(hostileName)}`,
        encode(body),
        pageHeaders,
      );
    }
    case "referer": {
      const referer = rng.pick([
        `${origin}//evil.example/`,
        `${origin}/\\evil.example`,
        `${origin}/%2F%2Fevil.example`,
        "javascript:alert(1)",
        "http://evil.example/",
        `${origin}/Promotion/Visit?lead=ok#x`,
      ]);
      const storable = rng.chance(0.4);
      if (!storable) rng.pick(BOOKING_BREAKERS)(booking);
      return out(storable ? "store" : "reject", `Referer ${referer}`, encode(booking), { referer });
    }
  }
  throw new Error(`unknown strategy ${strategy}`);
}

const MANAGE_ACTIONS_BAD = [
  "",
  "CANCEL",
  "cancel ",
  " change",
  "Change",
  "delete",
  "__proto__",
  "constructor",
  "toString",
  "cancel\u0000",
  "취소",
  ["cancel"],
  { action: "cancel" },
  true,
  1,
  null,
];

/**
 * One case against /api/visit-booking/manage. `tokens.genuine` are links of real bookings (the spec
 * makes them); `tokens.refused` are tokens that name no booking or have expired, signed with the
 * server's key; `slots` as for bookingCase.
 */
export function manageCase(rng, encoding, index, tokens, slots) {
  const id = `manage/${encoding}/${index}`;
  const path = "/api/visit-booking/manage";
  const headers = { "content-type": encoding === "json" ? "application/json" : "application/x-www-form-urlencoded" };
  const genuine = rng.pick(tokens.genuine);
  const forged = rng.pick([
    ...tokens.refused,
    `v1.V-0101-0000.zz.${"A".repeat(43)}`,
    genuine.slice(0, -10) + (genuine.at(-10) === "A" ? "B" : "A") + genuine.slice(-9),
    genuine + "x",
    genuine.toUpperCase(),
    ` ${genuine}`,
    "",
    "null",
    ...HOSTILE_STRINGS.slice(0, 20),
  ]);
  const strategy = rng.pick([
    "bad-token",
    "bad-token",
    "bad-token-type",
    "bad-action",
    "bad-action",
    "bad-slot",
    "bad-slot",
    "refused-slot",
    "bad-party-size",
    "bad-party-size",
    "duplicates",
    "duplicates",
    "proto",
    "oversize",
    "content-type",
    "syntax",
    "invalid-utf8",
    "cross-site",
  ]);
  const out = (note, body, extraHeaders = {}) => ({
    id,
    method: "POST",
    path,
    headers: { ...headers, ...extraHeaders },
    body: Buffer.isBuffer(body) ? body : utf8(body),
    kind: "reject",
    note: `${strategy}: ${note}`,
  });
  const encode = (o, raw = []) =>
    encoding === "json"
      ? jsonWith(o, raw)
      : urlencoded([...Object.entries(o).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]), ...raw]);
  const change = (over = {}) => ({
    t: genuine,
    action: "change",
    slot: rng.pick(slots.bookable),
    partySize: 2,
    ...over,
  });

  switch (strategy) {
    case "bad-token":
      return out(
        `t=${JSON.stringify(forged).slice(0, 80)}`,
        encode(rng.chance(0.5) ? { t: forged, action: "cancel" } : change({ t: forged })),
      );
    case "bad-token-type": {
      const value = rng.pick(WRONG_TYPES);
      if (encoding === "form")
        return out(
          "t[] and no t",
          urlencoded([
            ["t[]", genuine],
            ["action", "cancel"],
          ]),
        );
      return out(`t=${JSON.stringify(value)}`, encode({ t: value, action: "cancel" }));
    }
    case "bad-action": {
      const value = rng.pick(MANAGE_ACTIONS_BAD);
      if (encoding === "form" && typeof value !== "string")
        return out(`action=${JSON.stringify(value)} (as text)`, encode({ t: genuine, action: JSON.stringify(value) }));
      return out(
        `action=${JSON.stringify(value)}`,
        encode(rng.chance(0.3) ? { t: genuine } : { t: genuine, action: value, slot: rng.pick(slots.bookable) }),
      );
    }
    case "bad-slot": {
      const value = rng.pick([...BAD_SLOTS, undefined]);
      if (value === undefined) return out("no slot", encode({ t: genuine, action: "change", partySize: 2 }));
      if (encoding === "form" && typeof value !== "string")
        return out(`slot=${JSON.stringify(value)} (as text)`, encode(change({ slot: JSON.stringify(value) })));
      return out(`slot=${JSON.stringify(value)}`, encode(change({ slot: value })));
    }
    case "refused-slot": {
      const which = rng.pick(["past", "unknown", "far"]);
      return out(`${which} slot`, encode(change({ slot: rng.pick(slots[which]) })));
    }
    case "bad-party-size": {
      const value = rng.pick(BAD_PARTY_SIZES.filter((v) => v !== ""));
      if (encoding === "form" && typeof value !== "string" && typeof value !== "number")
        return out(
          `partySize[]`,
          urlencoded([
            ...Object.entries(change())
              .filter(([k]) => k !== "partySize")
              .map(([k, v]) => [k, String(v)]),
            ["partySize[]", "2"],
            ["partySize", "x"],
          ]),
        );
      return out(`partySize=${JSON.stringify(value)}`, encode(change({ partySize: value })));
    }
    case "duplicates": {
      // The repeat that counts (JSON: the last; a form: the first) is always the broken one.
      const which = rng.pick(["action", "t", "slot", "partySize"]);
      const good = { action: "cancel", t: genuine, slot: rng.pick(slots.bookable), partySize: 2 }[which];
      const broken = { action: "change", t: forged, slot: "", partySize: 9 }[which];
      // With action=change counting, the slot is broken too: the change itself is refused.
      const base = which === "action" ? { t: genuine, slot: "" } : which === "t" ? { action: "cancel" } : change();
      delete base[which];
      if (encoding === "json")
        return out(
          `${which} twice, the last one broken`,
          jsonWith({ ...base, [which]: good }, [`${JSON.stringify(which)}:${JSON.stringify(broken)}`]),
        );
      return out(
        `${which} twice, the first one broken`,
        urlencoded([
          [which, String(broken)],
          ...Object.entries(base).map(([k, v]) => [k, String(v)]),
          [which, String(good)],
        ]),
      );
    }
    case "proto": {
      if (encoding === "json")
        return out(
          "action and t from a prototype",
          jsonWith(
            { slot: rng.pick(slots.bookable) },
            [
              rng.pick([
                `"__proto__":{"action":"cancel","t":${JSON.stringify(genuine)}}`,
                `"constructor":{"prototype":{"action":"cancel"}}`,
                `"__proto__":{"action":"cancel"}`,
              ]),
              `"t":${JSON.stringify(genuine)}`,
            ].slice(0, 1 + rng.int(2)),
          ),
        );
      return out(
        "prototype keys in a form post",
        urlencoded([
          ["__proto__[action]", "cancel"],
          ["__proto__", "action"],
          ["constructor[prototype][action]", "cancel"],
          ["t", genuine],
          ["toString", "cancel"],
          ["hasOwnProperty", "x"],
        ]),
      );
    }
    case "oversize": {
      const size = rng.pick([4_097, 8_000, 100_000]);
      return out(`a body over 4 KB (${size})`, encode({ t: genuine, action: "cancel", pad: "a".repeat(size) }));
    }
    case "content-type": {
      const type = rng.pick([
        "text/plain",
        "multipart/form-data; boundary=x",
        "application/xml",
        "*/*",
        "",
        "application/jsonx",
        "text/json",
      ]);
      return out(`Content-Type ${JSON.stringify(type)}`, encode({ t: genuine, action: "cancel" }), {
        "content-type": type,
      });
    }
    case "syntax": {
      const text = encode({ t: genuine, action: "cancel" });
      const variants =
        encoding === "json"
          ? ["", "null", "[]", `[${text}]`, text.slice(0, -1), text + "x", text.replace(/"/g, "'"), '"cancel"']
          : ["", "=", "&", "%", "t=%zz&action=cancel", text.replace(/=/g, ""), text.replace(/&/g, ";")];
      const variant = rng.int(variants.length);
      return out(`variant ${variant}`, variants[variant]);
    }
    case "invalid-utf8": {
      const bad = rng.pick(INVALID_UTF8);
      return out(
        `bytes ${bad.toString("hex")} after the body`,
        Buffer.concat([utf8(encode({ t: genuine, action: "cancel" })), bad]),
      );
    }
    case "cross-site":
      return out("another site's page", encode({ t: genuine, action: "cancel" }), {
        origin: rng.pick(["http://evil.example", "null", "https://127.0.0.1.evil.example"]),
      });
  }
  throw new Error(`unknown strategy ${strategy}`);
}

/** The booking cases and the manage cases of one run, in a fixed order (the seed decides the contents). */
export function visitFuzzCases(seed, { origin, slots, tokens, bookingCases = 200, manageCases = 150 }) {
  const rng = createRng(seed ^ 0x5eed);
  const booking = [];
  const manage = [];
  for (const encoding of ["json", "form"])
    for (let i = 0; i < bookingCases; i++) booking.push(bookingCase(rng, encoding, i, origin, slots));
  if (tokens)
    for (const encoding of ["json", "form"])
      for (let i = 0; i < manageCases; i++) manage.push(manageCase(rng, encoding, i, tokens, slots));
  return { booking, manage };
}

/** A multipart/form-data body from [name, value] pairs (values: string or Buffer). */
export function multipart(pairs, boundary = "----FuzzBoundary7MA4YWxkTrZu0gW") {
  const parts = [];
  for (const [name, value] of pairs) {
    parts.push(utf8(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n`));
    parts.push(Buffer.isBuffer(value) ? value : utf8(String(value)));
    parts.push(utf8("\r\n"));
  }
  parts.push(utf8(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const PREV_SIGN_IN = { ok: false, error: null };
const PREV_PRESS = { ok: false, message: "" };

/**
 * The server actions' arguments as the browser sends them (React's encodeReply: field "0" holds the
 * JSON argument list, "$K1" stands for the FormData whose fields are prefixed "_1_").
 * actions: { [exportedName]: { id, path } }; `site` is a real site slug.
 */
export function actionCase(rng, actions, index, { site, signedIn }) {
  const names = Object.keys(actions).filter(
    (n) => !signedIn || !["signIn", "signOut", "signInWithIdToken"].includes(n),
  );
  const name = rng.pick(names);
  const action = actions[name];
  const id = `action/${signedIn ? "admin" : "anonymous"}/${name}/${index}`;
  const hostile = () => (rng.chance(0.3) ? rng.pick(WRONG_TYPES) : rng.pick(HOSTILE_STRINGS));
  const hostileText = () => {
    const v = rng.pick(HOSTILE_STRINGS);
    return rng.chance(0.15) ? Buffer.concat([utf8(v), rng.pick(INVALID_UTF8)]) : v;
  };
  // Never a valid article: an unknown site, or a title that cannot pass, or an id that does not exist.
  const badSite = rng.pick([
    "",
    "__proto__",
    `${site}\u0000`,
    "../admin",
    String(site).toUpperCase(),
    "constructor",
    site + " ",
    1,
    null,
    { site },
    { toString: "x" },
  ]);
  // (undefined: the field left out.)
  const badTitle = rng.pick(["", "   ", "\t\r\n", "가".repeat(201), "a".repeat(5_000), undefined]);
  const unknownId = rng.pick([
    "doesNotExist0000000",
    "__proto__",
    "constructor",
    "../../x",
    "a".repeat(129),
    "",
    "\u0000",
    "$@1",
    0,
    null,
  ]);
  let args;
  /** @type {[string, string | Buffer][]} */
  let fields = [];
  switch (name) {
    case "signIn":
      args = [rng.chance(0.8) ? PREV_SIGN_IN : hostile(), "$K1"];
      fields = [
        ["_1_email", rng.chance(0.5) ? "admin@example.com" : hostileText()],
        ["_1_password", rng.chance(0.2) ? "x".repeat(rng.pick([1_025, 100_000])) : hostileText()],
      ];
      break;
    case "signInWithIdToken":
      args = [
        rng.pick([
          hostile(),
          "a".repeat(30) + "." + "b".repeat(30) + ".c",
          "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
          "x".repeat(9000),
        ]),
      ];
      break;
    case "signOut":
      args = rng.chance(0.5) ? [] : [hostile()];
      break;
    case "retryLead":
      args = ["$K1"];
      fields = [["_1_id", hostileText()]];
      break;
    case "createArticle": {
      const brokenSite = rng.chance(0.5);
      args = [brokenSite ? badSite : site, PREV_PRESS, "$K1"];
      fields = [
        ["_1_title", brokenSite ? hostileText() : (badTitle ?? "")],
        ["_1_summary", hostileText()],
        ["_1_content", rng.chance(0.2) ? "본".repeat(50_001) : hostileText()],
      ];
      if (!brokenSite && badTitle === undefined) fields = fields.filter(([k]) => k !== "_1_title");
      break;
    }
    case "updateArticle":
      args = [rng.chance(0.5) ? badSite : site, unknownId, PREV_PRESS, "$K1"];
      fields = [
        ["_1_title", hostileText()],
        ["_1_summary", hostileText()],
        ["_1_content", hostileText()],
      ];
      break;
    case "deleteArticle":
      args = [rng.chance(0.5) ? badSite : site, unknownId, PREV_PRESS, "$K1"];
      break;
    default:
      args = [hostile(), "$K1"];
      fields = [["_1_id", hostileText()]];
  }
  const shape = rng.pick([
    "as-browser",
    "as-browser",
    "as-browser",
    "mutated-args",
    "references",
    "deep",
    "proto",
    "text-body",
    "no-js-form",
    "wrong-page",
    "bad-headers",
    "cross-site",
  ]);
  let argsText = JSON.stringify(args);
  const headers = { "next-action": action.id, accept: "text/x-component" };
  let path = action.path;
  let body;
  let contentType;
  let mpaDecodes = false;
  switch (shape) {
    case "mutated-args": {
      const mutated = [...args];
      if (rng.chance(0.5)) mutated[rng.int(mutated.length || 1)] = hostile();
      else mutated.push(...Array.from({ length: rng.int(5) }, hostile));
      argsText = JSON.stringify(rng.chance(0.2) ? hostile() : mutated);
      break;
    }
    case "references":
      argsText = JSON.stringify(
        args.map((a) =>
          rng.chance(0.5)
            ? rng.pick([
                "$@1",
                "$@99",
                "$K99",
                "$Q99",
                "$W99",
                "$h99",
                "$F99",
                "$T",
                "$B99",
                "$n1",
                "$Dx",
                "$i99",
                "$R99",
                "$r99",
                "$X99",
                "$Y",
                "$",
                "$$",
                "$-0",
                "$S",
                "$E",
                "$Z99",
              ])
            : a,
        ),
      );
      break;
    case "deep":
      argsText = rng.chance(0.5)
        ? deepArray(rng.pick([1_000, 10_000, 100_000]))
        : `[${deepObject(rng.pick([1_000, 10_000, 50_000]))}]`;
      break;
    case "proto":
      argsText = argsText.replace(/^\[/, `[{${rng.pick(PROTO_JSON)}}${args.length ? "," : ""}`);
      break;
    default:
  }
  if (shape === "text-body") {
    argsText = JSON.stringify(args.filter((a) => a !== "$K1"));
    body = utf8(argsText);
    contentType = "text/plain;charset=UTF-8";
  } else if (shape === "no-js-form") {
    // The progressive-enhancement post (no JavaScript): no Next-Action header, the action named in fields.
    delete headers["next-action"];
    delete headers.accept;
    const boundJson = JSON.stringify(args.slice(0, -2));
    // Bound arguments React decodes as references ("$..."): Next's decoder may refuse them itself.
    mpaDecodes = !/"\$/.test(boundJson);
    const ref = rng.pick([
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id: action.id, bound: "$@1" })],
        ["$ACTION_1:1", boundJson],
        ["$ACTION_KEY", "k" + "0".repeat(32)],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id: action.id, bound: rng.pick(["$@9", null, "x", deepArray(5_000)]) })],
        ["$ACTION_1:1", rng.pick(["", "{", deepArray(10_000), '["$@1"]'])],
      ],
      [[`$ACTION_ID_${action.id}`, ""]],
      [[`$ACTION_ID_${rng.pick(["00", "__proto__", "x".repeat(42), action.id.replace(/.$/, "0")])}`, ""]],
      [
        ["$ACTION_REF_1", ""],
        [
          "$ACTION_1:0",
          rng.pick([
            "{}",
            "null",
            '{"id":"__proto__"}',
            `{"id":${JSON.stringify(action.id)},"bound":{"__proto__":{"x":1}}}`,
          ]),
        ],
      ],
    ]);
    ({ body, contentType } = multipart([...ref, ...fields.map(([k, v]) => [k.replace(/^_1_/, ""), v])]));
  } else {
    ({ body, contentType } = multipart([...fields, ["0", argsText]]));
  }
  if (shape === "wrong-page")
    path = rng.pick([
      "/",
      "/privacy",
      `/${site}/press/doesNotExist0000000`,
      "/admin/leads/export.csv",
      "/api/visit",
      "/_next/static/x",
      "/admin/leads?x=%ff",
    ]);
  if (shape === "bad-headers") {
    const which = rng.pick(["id", "tree", "both"]);
    if (which !== "tree")
      headers["next-action"] = rng.pick([
        "",
        "0",
        "x".repeat(2_000),
        "__proto__",
        action.id + "00",
        action.id.toUpperCase(),
        "constructor",
        "../" + action.id,
      ]);
    if (which !== "id")
      headers["next-router-state-tree"] = rng.pick([
        "",
        "%",
        "%5B",
        "null",
        encodeURIComponent(deepArray(2_000)),
        encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]'),
        "x".repeat(4_000),
      ]);
  }
  // Another site's page posting to the action: proxy.ts refuses it with 403 (Next's own check would answer 500).
  if (shape === "cross-site")
    headers.origin = rng.pick(["http://evil.example", "null", "https://127.0.0.1.evil.example"]);
  headers["content-type"] = contentType;
  // Payloads React's reply decoder refuses (references to rows that do not exist, nesting deeper
  // than its recursion, a broken no-JavaScript action reference, Next's 1 MB action body limit):
  // Next answers them 500 itself, before our action runs. The spec reports those apart.
  const framework =
    shape === "references" ||
    shape === "deep" ||
    (shape === "no-js-form" &&
      !String(body).includes(`$ACTION_ID_`) &&
      !(mpaDecodes && String(body).includes(`"bound":"$@1"`))) ||
    (shape !== "no-js-form" && (/"\$(?!K1")/.test(argsText) || !argsText.startsWith("["))) ||
    body.length > 1024 * 1024;
  return {
    id,
    method: "POST",
    path,
    headers,
    body,
    kind: "reject",
    framework,
    note: `${name} ${shape}${fields.length ? ` fields ${fields.map(([k, v]) => `${k}=${JSON.stringify(String(v)).slice(0, 40)}`).join(" ")}` : ""} args ${argsText.slice(0, 120)}`,
  };
}

/** All cases of one run, in a fixed order (the seed decides the contents). */
export function fuzzCases(
  seed,
  { origin, actions, site, leadCasesPerEndpoint = 300, actionCases = 700, signedInActionCases = 200 },
) {
  const rng = createRng(seed);
  const cases = [];
  for (const form of ["register", "visit", "inquiry"])
    for (const encoding of ["json", "form"])
      for (let i = 0; i < leadCasesPerEndpoint; i++) cases.push(leadCase(rng, form, encoding, i, origin));
  if (actions) {
    for (let i = 0; i < actionCases; i++) cases.push(actionCase(rng, actions, i, { site, signedIn: false }));
    for (let i = 0; i < signedInActionCases; i++)
      cases.push({ ...actionCase(rng, actions, i, { site, signedIn: true }), signedIn: true });
  }
  return cases;
}

/** Sends one case with node:http (no header or body rewriting); resolves status, headers and up to 4 KB of body. */
export function send(baseUrl, c, { cookie, timeoutMs = 15_000 } = {}) {
  const url = new URL(c.path, baseUrl);
  return new Promise((resolve) => {
    const headers = { ...c.headers, "content-length": String(c.body.length) };
    if (cookie) headers.cookie = cookie;
    const req = http.request(url, { method: c.method, headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      let size = 0;
      res.on("data", (d) => {
        if (size < 4096) chunks.push(d);
        size += d.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString("utf8").slice(0, 4096),
        }),
      );
      res.on("error", (e) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: "", error: e.message }),
      );
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", (e) => resolve({ status: 0, headers: {}, text: "", error: e.message }));
    req.end(c.body);
  });
}

/** A shell command that sends the case again (printf with escapes; long bodies through node). */
export function curlFor(baseUrl, c, seed) {
  const headerArgs = Object.entries(c.headers)
    .map(([k, v]) => `-H ${shellQuote(`${k}: ${v}`)}`)
    .join(" ");
  if (c.body.length > 2_000) return `node e2e/support/fuzz-cases.mjs ${baseUrl} ${seed} ${c.id}`;
  let escaped = "";
  for (const byte of c.body)
    escaped +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x25 && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).padStart(2, "0")}`;
  return `printf '${escaped}' | curl -sS -o /dev/null -w '%{http_code}\\n' -X POST ${headerArgs} --data-binary @- ${shellQuote(new URL(c.path, baseUrl).href)}`;
}

function shellQuote(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The server actions of the build by exported name, each with a page that serves it:
 * { signIn: { id, path: "/admin/leads" }, createArticle: { id, path: "/<site>/press" }, ... }.
 */
export function actionsFromManifest(manifest, site) {
  const actions = {};
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    const workers = Object.keys(entry.workers ?? {});
    const page = workers.find((w) => !w.includes("[id]")) ?? workers[0];
    if (!page) continue;
    // Route groups (app/(site)/...) are no part of the address.
    const path =
      page
        .replace(/^app/, "")
        .replace(/\/\([^/]+\)/g, "")
        .replace(/\/page$/, "")
        .replace("[site]", site) || "/";
    actions[entry.exportedName ?? id] = { id, path };
  }
  return actions;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // No top-level await: the browser tests load this module too.
  const [baseUrl, seedText, caseId, site] = process.argv.slice(2);
  if (!baseUrl || !seedText || !caseId || !site) {
    console.error(
      "usage: node e2e/support/fuzz-cases.mjs <base-url> <seed> <case-id> <site>   (from the project root, after a build: it reads the action ids; site: the complex's press slug)",
    );
    process.exit(2);
  }
  import("node:fs").then(async ({ readFileSync }) => {
    const actions = actionsFromManifest(
      JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")),
      site,
    );
    const found = fuzzCases(Number(seedText), { origin: new URL(baseUrl).origin, actions, site }).find(
      (c) => c.id === caseId,
    );
    if (!found) {
      console.error(`no case ${caseId} for seed ${seedText}`);
      process.exit(2);
    }
    console.log(`${found.id}: ${found.note}`);
    const answer = await send(baseUrl, found, { cookie: process.env.FUZZ_COOKIE });
    console.log(answer.status, answer.error ?? "", answer.headers.location ?? "", answer.text.slice(0, 300));
  });
}
