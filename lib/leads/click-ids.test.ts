import { describe, expect, it } from "vitest";
import { clickIdsFromUrl, clickIdsOf, fbpFromCookies, firstSeenTime, leadClickIds, platformsOf } from "./click-ids";

const at = 1_764_200_000_000;
const url = (query: string) => new URL(`https://www.sample-site.example/?${query}`);
// Naver's NaPm as its guide shows it (percent-encoded in the address, `ct=…|ci=…|…` once decoded).
const NAPM =
  "ct%3Dhf2bview%7Cci%3D0Gy1001FZzHfpCO600-M%7Ctr%3Dsa%7Cet%3Dhf3rbd2w%7Cba%3D1%2E0%7Caa%3D1%2E0%7Chk%3Db03c9555b13a8cdb2e0c58e6759281a4efcd510d";

describe("click ids from an address", () => {
  it("keeps NaPm, gclid, gbraid and wbraid as they came, and fbclid as Meta's fbc with the first-seen time", () => {
    const ids = clickIdsFromUrl(
      url(`NaPm=${NAPM}&gclid=Cj0KCQiA-abc_123.x&gbraid=0AAAAAoB&wbraid=CkAKCQ&fbclid=IwAR2xyz_-Q&utm_source=naver`),
      at,
    );
    expect(ids).toEqual({
      napm: "ct=hf2bview|ci=0Gy1001FZzHfpCO600-M|tr=sa|et=hf3rbd2w|ba=1.0|aa=1.0|hk=b03c9555b13a8cdb2e0c58e6759281a4efcd510d",
      gclid: "Cj0KCQiA-abc_123.x",
      gbraid: "0AAAAAoB",
      wbraid: "CkAKCQ",
      fbc: `fb.1.${at}.IwAR2xyz_-Q`,
    });
  });

  it("drops, one by one and silently, an id with another character, an empty one and an oversized one", () => {
    const long = "a".repeat(201);
    const ids = clickIdsFromUrl(
      url(`gclid=${long}&gbraid=${"b".repeat(200)}&wbraid=&fbclid=a%20b&NaPm=ct%3D%3Cscript%3E`),
      at,
    );
    expect(ids).toEqual({ gbraid: "b".repeat(200) });
    expect(clickIdsFromUrl(url("gclid=a/b&fbclid=x%22y&NaPm=a%0Ab"), at)).toEqual({});
    // An fbclid at the limit is kept; the fbc around it may be longer than the id.
    expect(clickIdsFromUrl(url(`fbclid=${"F".repeat(200)}`), at).fbc).toBe(`fb.1.${at}.${"F".repeat(200)}`);
    expect(clickIdsFromUrl(url(`fbclid=${long}`), at)).toEqual({});
  });

  it("is empty without an address or without ids (UTM alone is no click id)", () => {
    expect(clickIdsFromUrl(null, at)).toEqual({});
    expect(clickIdsFromUrl(url("utm_source=naver&gclid"), at)).toEqual({});
    // Only the exact names: Naver spells NaPm so.
    expect(clickIdsFromUrl(url("napm=abc&GCLID=abc"), at)).toEqual({});
  });

  it("takes the first of a repeated parameter", () => {
    expect(clickIdsFromUrl(url("gclid=first&gclid=second"), at)).toEqual({ gclid: "first" });
  });
});

describe("Meta's _fbp cookie", () => {
  it("is read when present and well-formed", () => {
    expect(fbpFromCookies("a=1; _fbp=fb.1.1764100000000.1234567890; b=2")).toBe("fb.1.1764100000000.1234567890");
    expect(fbpFromCookies("_fbp=fb.2.1764100000000.98765")).toBe("fb.2.1764100000000.98765");
  });

  it("is left out when absent or malformed", () => {
    expect(fbpFromCookies(null)).toBeUndefined();
    expect(fbpFromCookies("")).toBeUndefined();
    expect(fbpFromCookies("x_fbp=fb.1.1.1; _fbc=fb.1.1.abc")).toBeUndefined();
    for (const bad of [
      "fb.1.abc.123",
      "fb.1.1764100000000",
      "fb.1.1764100000000.123.4",
      "fbx.1.1.1",
      `fb.1.1.${"9".repeat(40)}`,
      "fb.1.1.1<script>",
      '"fb.1.1.1"',
    ]) {
      expect(fbpFromCookies(`_fbp=${bad}`), bad).toBeUndefined();
    }
  });
});

describe("first-seen time of a landing", () => {
  const now = new Date(at);
  it("is the browser's time when it is not in the future and not older than 90 days; else the lead's time", () => {
    expect(firstSeenTime(at - 60_000, now)).toBe(at - 60_000);
    expect(firstSeenTime(undefined, now)).toBe(at);
    expect(firstSeenTime(at + 1, now)).toBe(at);
    expect(firstSeenTime(at - 91 * 86_400_000, now)).toBe(at);
    expect(firstSeenTime(1.5, now)).toBe(at);
  });
});

describe("a lead's click ids", () => {
  const page = url("gclid=fromPage&fbclid=pageClick");
  it("come from the landing address when it has any, else from the page's; _fbp from the cookie", () => {
    expect(
      leadClickIds({ landing: url("fbclid=landed"), landingSeenMs: 5, page, pageSeenMs: 9, cookie: "_fbp=fb.1.1.2" }),
    ).toEqual({ fbc: "fb.1.5.landed", fbp: "fb.1.1.2" });
    expect(leadClickIds({ landing: url("utm_source=x"), landingSeenMs: 5, page, pageSeenMs: 9, cookie: null })).toEqual(
      { gclid: "fromPage", fbc: "fb.1.9.pageClick" },
    );
    expect(
      leadClickIds({ landing: null, landingSeenMs: 5, page: null, pageSeenMs: 9, cookie: "_fbp=fb.1.1.2" }),
    ).toEqual({ fbp: "fb.1.1.2" });
  });

  it("are null when there is none", () => {
    expect(
      leadClickIds({ landing: url("gclid=%00"), landingSeenMs: 5, page: null, pageSeenMs: 9, cookie: "_fbp=bad" }),
    ).toBeNull();
  });
});

describe("stored click ids", () => {
  it("read back only known string fields", () => {
    expect(clickIdsOf({ gclid: "a", fbp: "fb.1.1.1", other: "x", fbc: 3, napm: "" })).toEqual({
      gclid: "a",
      fbp: "fb.1.1.1",
    });
    expect(clickIdsOf(null)).toBeNull();
    expect(clickIdsOf(undefined)).toBeNull();
    expect(clickIdsOf({})).toBeNull();
  });

  it("name the platforms of an ad click; fbp alone names none", () => {
    expect(platformsOf({ fbc: "x", napm: "y", wbraid: "z" })).toEqual(["naver", "google", "meta"]);
    expect(platformsOf({ fbp: "fb.1.1.1" })).toEqual([]);
    expect(platformsOf(null)).toEqual([]);
  });
});
