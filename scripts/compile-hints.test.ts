import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, addCompileHints, hasCompileHint } from "./lib/compile-hints.mjs";

describe("compile hints on the build's chunks", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const chunks = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "chunks-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "nested"));
    writeFileSync(path.join(dir, "a.js"), "(globalThis.TURBOPACK||[]).push([1,()=>{}]);");
    writeFileSync(path.join(dir, "nested", "b.js"), "console.log(1)");
    writeFileSync(path.join(dir, "c.css"), "body{color:red}");
    return dir;
  };

  it("starts every JavaScript chunk, nested ones too, with V8's magic comment and leaves other files alone", () => {
    const dir = chunks();
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(
      "//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1,()=>{}]);",
    );
    expect(hasCompileHint(readFileSync(path.join(dir, "nested", "b.js"), "utf8"))).toBe(true);
    expect(readFileSync(path.join(dir, "c.css"), "utf8")).toBe("body{color:red}");
  });

  it("adds it once: a second run changes nothing", () => {
    const dir = chunks();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, "a.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("counts a hint only at the very start of the file", () => {
    expect(hasCompileHint("x;\n//# allFunctionsCalledOnLoad\n")).toBe(false);
    expect(hasCompileHint(" //# allFunctionsCalledOnLoad\n")).toBe(false);
  });
});
