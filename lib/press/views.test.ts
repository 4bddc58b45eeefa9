import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PRESS_REVALIDATE_SECONDS } from "./views";

describe("the cached press pages", () => {
  it("revalidate as often as PRESS_REVALIDATE_SECONDS says (route config must be a literal)", () => {
    for (const page of ["app/(site)/[site]/press/page.tsx", "app/(site)/[site]/press/[id]/page.tsx"]) {
      const source = readFileSync(path.resolve(page), "utf8");
      expect(/^export const revalidate = (\d+);$/m.exec(source)?.[1], page).toBe(String(PRESS_REVALIDATE_SECONDS));
      expect(source, page).not.toMatch(/force-dynamic|cookies\(|headers\(|searchParams/);
    }
  });
});
