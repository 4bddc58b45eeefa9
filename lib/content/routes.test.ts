import { describe, expect, it, vi } from "vitest";
// proxy.ts also counts press views, so it imports the (server-only) press store.
vi.mock("server-only", () => ({}));
import { canonicalSections, canonicalSpelling } from "./routes";
import { unitTypes } from "./complex";
import { config } from "@/proxy";

describe("canonicalSpelling", () => {
  it("maps case variants to the canonical route", () => {
    expect(canonicalSpelling("/brand/intro")).toBe("/Brand/intro");
    const unit = unitTypes[0]!.slug;
    expect(canonicalSpelling(`/floorplan/${unit.toLowerCase()}`)).toBe(`/FloorPlan/${unit}`);
    expect(canonicalSpelling("/PROMOTION/PRESS")).toBe("/Promotion/Press");
    expect(canonicalSpelling("/brand/intro/")).toBe("/Brand/intro");
  });

  it("leaves canonical and unknown paths alone", () => {
    expect(canonicalSpelling("/Brand/intro")).toBeUndefined();
    expect(canonicalSpelling("/nope")).toBeUndefined();
    expect(canonicalSpelling("/FloorPlan/99Z")).toBeUndefined();
  });
});

describe("proxy matcher", () => {
  it("skips every canonical section, so prerendered pages never pay for the proxy", () => {
    const matcher = config.matcher[0] ?? "";
    for (const section of canonicalSections) {
      expect(matcher.includes(`|${section}/`) || matcher.includes(`|${section}$`), section).toBe(true);
    }
  });
});
