import { describe, expect, it, vi } from "vitest";
// proxy.ts also counts press views, so it imports the (server-only) press store.
vi.mock("server-only", () => ({}));
import { NextRequest } from "next/server";
import { NextFetchEvent } from "next/dist/server/web/spec-extension/fetch-event";
import { proxy } from "@/proxy";
import { canonicalSpelling } from "./canonical-spelling";

// Which spellings are canonical is tested with the route registry (lib/site/routes/registry.test.ts);
// here, the step's answer.
const request = (pathname: string) => new NextRequest(`http://127.0.0.1:3000${pathname}`);
const run = (req: NextRequest) =>
  proxy(req, new NextFetchEvent({ request: req, page: "/", context: { waitUntil: () => {} } }));

describe("the canonical-spelling step", () => {
  it("redirects case variants of fixed routes with 308, keeping the query", async () => {
    const res = await run(request("/brand/intro"));
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/Brand/intro");
    const withQuery = await canonicalSpelling(request("/brand/INTRO?utm_source=x"));
    expect(withQuery?.status).toBe(308);
    const location = new URL(withQuery!.headers.get("location")!);
    expect(location.pathname + location.search).toBe("/Brand/intro?utm_source=x");
  });

  it("hands on a canonical spelling and an unknown path", async () => {
    for (const path of ["/Brand/intro", "/no-such-page"])
      expect(await canonicalSpelling(request(path)), path).toBeUndefined();
  });
});
