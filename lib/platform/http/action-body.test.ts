import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES, checkActionBody, isActionPost } from "./action-body";
import { readLimited } from "./read-body";

// What React's client encodes for our actions passes; what its server decoder would throw on
// (and Next would answer with a 500) is refused with 400 or 413.
const text = (s: string) => new TextEncoder().encode(s);
const TEXT = "text/plain;charset=UTF-8";

async function multipart(fields: [string, string][]): Promise<{ contentType: string; body: Uint8Array }> {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  const res = new Response(form);
  return { contentType: res.headers.get("content-type")!, body: new Uint8Array(await res.arrayBuffer()) };
}

const verdict = async (fields: [string, string][]) => {
  const { contentType, body } = await multipart(fields);
  return checkActionBody(contentType, body);
};

describe("server action bodies", () => {
  it("passes what the browser sends for our actions", async () => {
    // signIn(prevState, formData) through useActionState: the form's fields are prefixed _1_.
    expect(
      await verdict([
        ["_1_email", "a@b.co"],
        ["_1_password", "x"],
        ["0", '[{"ok":false,"error":null},"$K1"]'],
      ]),
    ).toEqual({ ok: true });
    // A bound action (createArticle.bind(null, site)): its encrypted arguments are a promise of part 1.
    expect(
      await verdict([
        ["1", '"c2VjcmV0"'],
        ["_2_title", "t"],
        ["0", '["$@1",{"ok":false,"message":""},"$K2"]'],
      ]),
    ).toEqual({ ok: true });
    // signInWithIdToken(token), signOut(): a text body.
    expect(await checkActionBody(TEXT, text('["eyJhbGciOi.token"]'))).toEqual({ ok: true });
    expect(await checkActionBody(TEXT, text("[]"))).toEqual({ ok: true });
    expect(
      await checkActionBody(
        TEXT,
        text(
          '["$$dollars","$undefined","$NaN","$Infinity","$-Infinity","$-0","$D2026-11-25T00:00:00.000Z","$n123",{"a":["b"]}]',
        ),
      ),
    ).toEqual({ ok: true });
    // Without JavaScript: the action id in a field name, or a bound action's metadata in parts.
    expect(
      await verdict([
        ["$ACTION_ID_0123abcd", ""],
        ["id", "$@9 is just text here"],
      ]),
    ).toEqual({ ok: true });
    expect(
      await verdict([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"0123abcd","bound":"$@1"}'],
        ["$ACTION_1:1", '["c2VjcmV0"]'],
        ["title", "t"],
      ]),
    ).toEqual({ ok: true });
  });

  it("refuses references to parts that are not there, kinds of values our actions never take, and broken encodings", async () => {
    for (const body of [
      '["$T"]',
      '["$@9"]',
      '["$9"]',
      '["$K"]',
      '["$B1"]',
      '["$Q1"]',
      '["$W1"]',
      '["$i1"]',
      '["$h1"]',
      '["$nabc"]',
      '["$n' + "1".repeat(301) + '"]',
      '["$x"]',
      '["$undefinedx"]',
      "{}",
      '"x"',
      "1",
      "",
      "[",
      '{"0":1}',
    ]) {
      expect(await checkActionBody(TEXT, text(body)), body).toEqual({ ok: false, status: 400 });
    }
    expect(await checkActionBody(TEXT, new Uint8Array([0x5b, 0x22, 0xff, 0x22, 0x5d])), "invalid UTF-8").toEqual({
      ok: false,
      status: 400,
    });
    expect(await verdict([["0", '["$@1"]']]), "a promise of a missing part").toEqual({ ok: false, status: 400 });
    expect(
      await verdict([
        ["1", "not json"],
        ["0", '["$@1"]'],
      ]),
      "a part that is not JSON",
    ).toEqual({ ok: false, status: 400 });
    expect(
      await verdict([
        ["1", '["$@5"]'],
        ["0", '["$@1"]'],
      ]),
      "a part whose own reference is missing",
    ).toEqual({ ok: false, status: 400 });
    expect(await verdict([["_1_email", "a@b.co"]]), "no part 0").toEqual({ ok: false, status: 400 });
    expect(
      await verdict([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"bound":null}'],
      ]),
      "bound metadata without an id",
    ).toEqual({ ok: false, status: 400 });
    expect(
      await verdict([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"x","bound":"$@1"}'],
      ]),
      "bound arguments missing",
    ).toEqual({ ok: false, status: 400 });
    expect(
      await checkActionBody("multipart/form-data; boundary=zz", text("--zz\r\nbroken")),
      "broken multipart",
    ).toEqual({ ok: false, status: 400 });
  });

  it("refuses arguments nested deeper than any form of ours, and cycles of parts end", async () => {
    expect(await checkActionBody(TEXT, text("[" + "[".repeat(10_000) + "]".repeat(10_000) + "]"))).toEqual({
      ok: false,
      status: 400,
    });
    expect(await checkActionBody(TEXT, text("[" + "[".repeat(20) + "]".repeat(20) + "]"))).toEqual({ ok: true });
    expect(
      await verdict([
        ["1", '["$@2"]'],
        ["2", '["$@1"]'],
        ["0", '["$@1"]'],
      ]),
    ).toEqual({ ok: true });
  });

  it("refuses a body over Next's 1 MB action limit with 413, also when it comes without a length", async () => {
    const big = new Uint8Array(ACTION_BODY_LIMIT_BYTES + 1).fill(0x20);
    expect(await checkActionBody(TEXT, big)).toEqual({ ok: false, status: 413 });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 40) return controller.close(); // 2.5 MB in 64 KB chunks, no length
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    expect(await readLimited(stream, ACTION_BODY_LIMIT_BYTES, "drain")).toBeNull();
    expect(await readLimited(new Response("[]").body, ACTION_BODY_LIMIT_BYTES)).toEqual(text("[]"));
  });

  it("knows an action post: the Next-Action header, or a multipart form post", () => {
    const h = (o: Record<string, string>) => new Headers(o);
    expect(isActionPost("POST", h({ "next-action": "abc" }))).toBe(true);
    expect(isActionPost("POST", h({ "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isActionPost("GET", h({ "next-action": "abc" }))).toBe(false);
    expect(isActionPost("POST", h({ "content-type": "application/x-www-form-urlencoded" }))).toBe(false);
  });
});
