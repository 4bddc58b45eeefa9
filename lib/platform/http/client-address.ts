import "server-only";
import { log } from "@/lib/platform/log";
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/env";

// The address a per-client limit (lead rate limit, sign-in throttle) is keyed on.
//
// X-Forwarded-For is written by whoever sent the request: Next fills it with the socket address
// only when the client sent none, so on its own it proves nothing. The one address a client
// cannot choose is the TCP peer's. App Router handlers never see the socket, so `npm start`
// (scripts/start.mjs) runs Next behind a small node:http server that drops any incoming
// PEER_HEADER, sets it to the socket's address and marks this process as one that does so.
//
// The chain is X-Forwarded-For followed by the peer. Each of the TRUSTED_PROXY_HOPS proxies in
// front of us appends the address it saw, so the client is the entry TRUSTED_PROXY_HOPS places
// left of the peer; 0 means the peer itself, whatever the headers say. Entries further left were
// written by the client and are never used.
//
// Without the peer (the server was started some other way: `next start`, `next dev`, Next's
// standalone server.js) and with TRUSTED_PROXY_HOPS=0, nothing in the request can be trusted:
// every client then shares one bucket (UNKNOWN_CLIENT) and the server says so once, loudly.
// With TRUSTED_PROXY_HOPS >= 1 the peer is not needed (the client is the entry that many places
// from the right of X-Forwarded-For), which is how Firebase App Hosting runs.
//
// Keys: IPv4 as is; IPv6 on its /64 (one subscriber's network), IPv4-mapped IPv6 as IPv4.

/** The request header `npm start`'s server sets to the TCP peer's address (any incoming one is dropped). */
export const PEER_HEADER = "x-presale-peer";
/** Set on globalThis by scripts/start.mjs: this process overwrites PEER_HEADER on every request. */
export const PEER_HEADER_TRUSTED = Symbol.for("presale.http.peerHeaderTrusted");
/** The one bucket shared by every client whose address cannot be known. */
export const UNKNOWN_CLIENT = "unknown";

const WARNED = Symbol.for("presale.http.unknownPeerWarned");
type Flags = { [PEER_HEADER_TRUSTED]?: boolean; [WARNED]?: boolean };
const flags = globalThis as typeof globalThis & Flags;

/** Whether this process was started by scripts/start.mjs, whose server sets PEER_HEADER itself. */
export function peerHeaderTrusted(): boolean {
  return flags[PEER_HEADER_TRUSTED] === true;
}

/**
 * The client key from the X-Forwarded-For value, the TCP peer's address (null when unknown) and
 * the number of trusted proxies.
 */
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  trustedHops: number,
  peer: string | null = null,
): string {
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const hops = Math.max(0, Math.floor(trustedHops));
  if (peer !== null && peer.trim() !== "") {
    const chain = [...forwarded, peer.trim()];
    // A chain shorter than the proxies we trust came past them: its leftmost entry is the nearest
    // one we can vouch for (the peer when the header is empty).
    return addressKey(chain[Math.max(0, chain.length - 1 - hops)]!);
  }
  if (hops === 0 || forwarded.length === 0) return UNKNOWN_CLIENT;
  return addressKey(forwarded[Math.max(0, forwarded.length - hops)]!);
}

/** The client key of a request's headers with the given trusted hop count. */
export function clientAddressOf(headers: Pick<Headers, "get">, trustedHops: number): string {
  const peer = peerHeaderTrusted() ? headers.get(PEER_HEADER) : null;
  if (peer === null && trustedHops === 0) warnUnknownPeerOnce();
  return clientAddressFrom(headers.get("x-forwarded-for"), trustedHops, peer);
}

/** The client key of the current request headers, by the configured TRUSTED_PROXY_HOPS. */
export function clientAddress(headers: Pick<Headers, "get">): string {
  return clientAddressOf(headers, env().TRUSTED_PROXY_HOPS);
}

function warnUnknownPeerOnce() {
  if (flags[WARNED]) return;
  flags[WARNED] = true;
  log.warn(
    "[client-address] TRUSTED_PROXY_HOPS is 0, but this server was not started with `npm start`, so the address of the TCP peer is unknown. " +
      "X-Forwarded-For is not trusted (a client can write anything there): every client now shares ONE lead rate-limit and sign-in throttle bucket. " +
      "Start the server with `npm start`, or set TRUSTED_PROXY_HOPS to the number of proxies in front of it (see README, Security).",
  );
}

/** The limit key of one address: IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4. */
export function addressKey(raw: string): string {
  let a = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  if (isIPv4(a)) return a;
  if (isIPv6(a)) {
    const g = ipv6Groups(a);
    if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
      return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
    return `${g
      .slice(0, 4)
      .map((x) => x.toString(16))
      .join(":")}::/64`;
  }
  // Not an address (a proxy writing something else): keyed as written, bounded in size.
  return a.slice(0, 64) || UNKNOWN_CLIENT;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let a = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (v4) {
    const [b0, b1, b2, b3] = v4.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, v4.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes("::") ? a.split("::") : [a, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
