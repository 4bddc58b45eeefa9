import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

// Which links are refused: lib/visits/link-gate.test.ts (on a real store). Here, the step's answer.
const refusedVisitLink = vi.fn<(method: string, pathname: string, searchParams: URLSearchParams) => Promise<boolean>>();
vi.mock("@/lib/visits", () => ({
  visitDeps: async () => ({}),
  VISIT_LINK_REFUSED_HEADER: "x-visit-link-refused",
  refusedVisitLink: (m: string, p: string, q: URLSearchParams) => refusedVisitLink(m, p, q),
}));
const { visitLink } = await import("./visit-link");

const request = (path: string) => new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { accept: "text/html" } });

describe("the visit-link step", () => {
  it("lets a refused link's page render with status 404 and tells it so in a request header", async () => {
    refusedVisitLink.mockResolvedValueOnce(true);
    const res = await visitLink(request("/Promotion/Visit/manage?t=bad"));
    expect(refusedVisitLink).toHaveBeenLastCalledWith("GET", "/Promotion/Visit/manage", new URLSearchParams("t=bad"));
    expect(res?.status).toBe(404);
    expect(res?.headers.get("x-middleware-next")).toBe("1");
    expect(res?.headers.get("x-middleware-request-x-visit-link-refused")).toBe("1");
    expect(res?.headers.get("x-middleware-request-accept")).toBe("text/html");
  });

  it("hands on a link the gate lets through", async () => {
    refusedVisitLink.mockResolvedValueOnce(false);
    expect(await visitLink(request("/Promotion/Visit/manage?t=good"))).toBeUndefined();
  });
});
