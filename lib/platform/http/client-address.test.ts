import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import {
  addressKey,
  clientAddressFrom,
  clientAddressOf,
  PEER_HEADER,
  PEER_HEADER_TRUSTED,
  UNKNOWN_CLIENT,
} from "./client-address";

const flags = globalThis as typeof globalThis & { [PEER_HEADER_TRUSTED]?: boolean };

describe("clientAddressFrom: the chain is X-Forwarded-For then the TCP peer", () => {
  it("no trusted proxy: the peer, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom(null, 0, "203.0.113.7")).toBe("203.0.113.7");
    for (const forged of ["1.1.1.1", "1.1.1.1, 2.2.2.2", "203.0.113.99", "garbage"]) {
      expect(clientAddressFrom(forged, 0, "203.0.113.7")).toBe("203.0.113.7");
    }
  });

  it("N trusted proxies: the entry N places left of the peer; what the client prepended is ignored", () => {
    // one proxy (the peer) appended the client's address to whatever the client sent
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7", 1, "10.0.0.1")).toBe("203.0.113.7");
    // a CDN appended the client, a load balancer appended the CDN, the peer is the balancer
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7, 10.0.0.2", 2, "10.0.0.1")).toBe("203.0.113.7");
  });

  it("a chain shorter than the trusted hops (a request that skipped the proxies) keys on its leftmost entry", () => {
    expect(clientAddressFrom(null, 1, "198.51.100.4")).toBe("198.51.100.4");
    expect(clientAddressFrom("203.0.113.7", 3, "10.0.0.1")).toBe("203.0.113.7");
  });

  it("without the peer (not started by npm start): hops 0 trusts nothing, hops N reads X-Forwarded-For from the right", () => {
    expect(clientAddressFrom("203.0.113.7", 0)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7", 0)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7, 34.1.2.3", 2)).toBe("203.0.113.7");
    expect(clientAddressFrom(null, 1)).toBe(UNKNOWN_CLIENT);
    expect(clientAddressFrom(" , ", 1)).toBe(UNKNOWN_CLIENT);
  });
});

describe("clientAddressOf: the peer header counts only when this process sets it itself", () => {
  afterEach(() => {
    delete flags[PEER_HEADER_TRUSTED];
  });
  const headers = (h: Record<string, string>) => new Headers(h);

  it("started by npm start: rotating X-Forwarded-For values all key on the peer", () => {
    flags[PEER_HEADER_TRUSTED] = true;
    const keys = new Set(
      ["9.9.9.1", "9.9.9.2", "::1"].map((xff) =>
        clientAddressOf(headers({ "x-forwarded-for": xff, [PEER_HEADER]: "::ffff:127.0.0.1" }), 0),
      ),
    );
    expect([...keys]).toEqual(["127.0.0.1"]);
  });

  it("started another way: a client-sent peer header is ignored, and hops 0 falls back to the shared bucket with one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(clientAddressOf(headers({ "x-forwarded-for": "9.9.9.1", [PEER_HEADER]: "9.9.9.1" }), 0)).toBe(
      UNKNOWN_CLIENT,
    );
    expect(clientAddressOf(headers({ "x-forwarded-for": "9.9.9.2" }), 0)).toBe(UNKNOWN_CLIENT);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    expect(clientAddressOf(headers({ "x-forwarded-for": "1.1.1.1, 9.9.9.2" }), 1)).toBe("9.9.9.2");
    warn.mockRestore();
  });
});

describe("addressKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 in either spelling, drops ports, brackets and zones", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(addressKey("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressKey("::FFFF:7f00:1")).toBe("127.0.0.1");
    expect(addressKey("[2001:db8::1]:443")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keys IPv6 on its /64: one subscriber's addresses share a bucket, the next /64 does not", () => {
    const a = addressKey("2001:DB8:1:2:aaaa::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(a);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(a);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("something that is not an address is kept as written, bounded", () => {
    expect(addressKey("Unknown")).toBe("unknown");
    expect(addressKey("x".repeat(500))).toHaveLength(64);
  });
});
