import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { clientAddressFrom } from "./client-address";

describe("clientAddressFrom", () => {
  it("uses the only entry when no proxy is trusted (Next filled it from the socket)", () => {
    expect(clientAddressFrom("203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("takes the entry appended by the outermost trusted proxy, ignoring what the client prepended", () => {
    // client forged "1.1.1.1"; our one proxy appended the real address
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    // two proxies: CDN appended the client, the load balancer appended the CDN
    expect(clientAddressFrom("1.1.1.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("falls back to the leftmost entry when the chain is shorter than the trusted hops", () => {
    expect(clientAddressFrom("203.0.113.7", 3)).toBe("203.0.113.7");
  });

  it("answers 'unknown' without a header and unwraps IPv4-mapped IPv6", () => {
    expect(clientAddressFrom(null, 0)).toBe("unknown");
    expect(clientAddressFrom(" , ", 1)).toBe("unknown");
    expect(clientAddressFrom("::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddressFrom("2001:DB8::1", 0)).toBe("2001:db8::1");
  });
});
