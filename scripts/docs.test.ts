import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ENV_VARIABLES } from "@/lib/env";
import { guideTable } from "@/lib/site/content/materials-guide";

// The documentation against the repository: every link of README.md and docs/*.md to a file, a
// folder or a heading exists (a renamed file or heading breaks this test, not a newcomer's
// afternoon), the README stays short, and every setting lib/env.ts parses is documented.

const root = path.resolve(__dirname, "..");

/** README.md and every docs/*.md, as paths relative to the repository. */
function documentationFiles(): string[] {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`);
  return ["README.md", ...docs.sort()];
}

/** GitHub's anchor of a heading: lowercase, punctuation dropped (letters of any script kept), spaces to hyphens. */
function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link in a heading keeps its text
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** The lines of a markdown text with fenced code blocks blanked (line numbers kept). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (opener && opener[1]!.startsWith(fence)) fence = null;
      lines.push("");
    } else if (opener) {
      fence = opener[1]!;
      lines.push("");
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** The anchors a markdown file's headings give (duplicates get -1, -2, as on GitHub). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  // Explicit anchors (<a id="...">, <a name="...">).
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  return anchors;
}

/** Every inline link and image target of a markdown text: [text](target) and ![alt](target). */
function linkTargets(markdown: string): { text: string; target: string; line: number }[] {
  const found: { text: string; target: string; line: number }[] = [];
  proseLines(markdown)
    // Inside inline code, brackets are not links.
    .map((line) => line.replace(/(`+)[^`]*?\1/g, (m) => " ".repeat(m.length)))
    .forEach((line, index) => {
      for (const m of line.matchAll(/!?\[([^\]]*)\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
        found.push({ text: m[1]!, target: m[2]!.replace(/^<|>$/g, ""), line: index + 1 });
      }
    });
  return found;
}

type FileSource = { exists(rel: string): "file" | "folder" | null; read(rel: string): string };

const repositoryFiles: FileSource = {
  exists(rel) {
    const full = path.join(root, rel);
    if (!existsSync(full)) return null;
    return statSync(full).isDirectory() ? "folder" : "file";
  },
  read: (rel) => readFileSync(path.join(root, rel), "utf8"),
};

/**
 * The broken links of one markdown file (`file`, relative to the repository): a relative link to a
 * file or folder that does not exist (or lies outside the repository), and a `#anchor` or
 * `file.md#anchor` that names no heading of that file. Links to other sites are not checked.
 */
function brokenLinks(file: string, markdown: string, files: FileSource = repositoryFiles): string[] {
  const problems: string[] = [];
  const folder = path.posix.dirname(file);
  for (const { text, target, line } of linkTargets(markdown)) {
    const where = `${file}:${line} [${text}](${target})`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
    const hash = target.indexOf("#");
    const rawPath = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    let rel = file;
    if (rawPath !== "") {
      const decoded = decodeURIComponent(rawPath);
      rel = path.posix
        .normalize(decoded.startsWith("/") ? decoded.slice(1) : path.posix.join(folder, decoded))
        .replace(/\/$/, "");
      if (rel === "." || rel === "") rel = ".";
      if (rel.startsWith("../") || rel === "..") {
        problems.push(`${where}: leaves the repository`);
        continue;
      }
      if (!files.exists(rel)) {
        problems.push(`${where}: no file or folder ${rel}`);
        continue;
      }
    }
    if (anchor !== null && anchor !== "" && rel.endsWith(".md")) {
      if (!anchorsOf(rel === file ? markdown : files.read(rel)).has(anchor))
        problems.push(`${where}: no heading #${anchor} in ${rel}`);
    }
  }
  return problems;
}

describe("the link checker", () => {
  const files: FileSource = {
    exists: (rel) => {
      const tree: Record<string, "file" | "folder"> = {
        "docs/a.md": "file",
        "docs/b.md": "file",
        lib: "folder",
        "lib/env.ts": "file",
      };
      return tree[rel] ?? null;
    },
    read: (rel) =>
      rel === "docs/b.md" ? "# Deploying\n\n## A new complex\n\n## 방문 예약: 인증\n\n## Step\n\n## Step\n" : "",
  };

  it("makes GitHub's anchors: lowercase, punctuation dropped, Korean kept, duplicates numbered", () => {
    expect(headingSlug("Backup, restore and moving to Firestore")).toBe("backup-restore-and-moving-to-firestore");
    expect(headingSlug("Stores: interfaces with two adapters")).toBe("stores-interfaces-with-two-adapters");
    expect(headingSlug("방문 예약: 인증")).toBe("방문-예약-인증");
    expect(headingSlug("The `sms` job")).toBe("the-sms-job");
    expect([...anchorsOf("## Step\n\n## Step\n\n```\n## not a heading\n```\n")]).toEqual(["step", "step-1"]);
  });

  it("passes links to files, folders and headings that exist, and leaves other sites alone", () => {
    const markdown = [
      "[b](b.md) [b's heading](b.md#a-new-complex) [Korean](b.md#방문-예약-인증) [second](b.md#step-1)",
      "[env](../lib/env.ts) [lib](../lib/) [root-relative](/lib/env.ts) [site](https://example.com/x#y)",
      "`[not a link](nowhere.md)`",
    ].join("\n");
    expect(brokenLinks("docs/a.md", markdown, files)).toEqual([]);
  });

  it("reports a missing file, a missing heading, a missing anchor of its own file and a link out of the repository", () => {
    const markdown =
      "# Title\n\n[gone](gone.md) [bad heading](b.md#no-such-heading) [own](#title) [own bad](#nope) [out](../../shared/x.md)\n";
    expect(brokenLinks("docs/a.md", markdown, files)).toEqual([
      "docs/a.md:3 [gone](gone.md): no file or folder docs/gone.md",
      "docs/a.md:3 [bad heading](b.md#no-such-heading): no heading #no-such-heading in docs/b.md",
      "docs/a.md:3 [own bad](#nope): no heading #nope in docs/a.md",
      "docs/a.md:3 [out](../../shared/x.md): leaves the repository",
    ]);
  });
});

describe("the documentation", () => {
  it("has the docs the README promises", () => {
    for (const f of ["architecture", "deploying", "security", "performance", "content", "testing"]) {
      expect(existsSync(path.join(root, `docs/${f}.md`)), `docs/${f}.md`).toBe(true);
    }
  });

  it.each(documentationFiles())("%s links only to files and headings that exist", (file) => {
    const markdown = repositoryFiles.read(file);
    expect(linkTargets(markdown).length).toBeGreaterThan(0);
    expect(brokenLinks(file, markdown)).toEqual([]);
  });

  it("keeps the README at most 200 lines", () => {
    const lines = repositoryFiles.read("README.md").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(200);
  });

  it("documents every variable lib/env.ts parses, in docs/deploying.md and .env.example", () => {
    const deploying = repositoryFiles.read("docs/deploying.md");
    const example = repositoryFiles.read(".env.example");
    expect(ENV_VARIABLES.length).toBeGreaterThan(30);
    expect(ENV_VARIABLES.filter((name) => !deploying.includes(`\`${name}\``))).toEqual([]);
    // An entry of its own: NAME=..., or "# NAME=..." for one the commands set (NODE_ENV).
    expect(ENV_VARIABLES.filter((name) => !new RegExp(`^(?:# )?${name}=`, "m").test(example))).toEqual([]);
  });
});

describe("docs/content.md", () => {
  it("shows the builder's materials table exactly as `npm run new-complex` prints it (lib/site/content/materials-guide.ts)", () => {
    expect(readFileSync(path.join(root, "docs/content.md"), "utf8")).toContain(guideTable());
  });
});
