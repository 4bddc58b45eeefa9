import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The house rules that `npm run lint` holds (eslint-rules/modules.mjs and eslint.config.mjs), on
// probe sources linted as if they stood at the given paths: each breach is refused, and the same
// code through the door passes.

const root = path.resolve(__dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the module rule", () => {
  it("refuses an import of a module above, and one that reaches inside another module", async () => {
    expect(
      await problems("lib/leads/probe.ts", 'import { leadInbox } from "@/lib/office";\nexport const a = leadInbox;\n'),
    ).toEqual([
      expect.stringMatching(/^house\/modules: lib\/leads may not import lib\/office: modules import downward only/),
    ]);
    expect(
      await problems(
        "lib/visits/probe.ts",
        'import { smsKey } from "@/lib/messages/outbox";\nexport const a = smsKey;\n',
      ),
    ).toEqual([expect.stringMatching(/^house\/modules: "@\/lib\/messages\/outbox" reaches inside lib\/messages/)]);
    expect(
      await problems(
        "components/probe.tsx",
        'import { FORM_LABELS } from "../lib/leads/constraints";\nexport const a = FORM_LABELS;\n',
      ),
    ).toEqual([expect.stringMatching(/reaches inside lib\/leads/)]);
  });

  it("refuses a file that imports its own module's door", async () => {
    expect(
      await problems(
        "lib/leads/desk/probe.ts",
        'import { leadOutbox } from "@/lib/leads";\nexport const a = leadOutbox;\n',
      ),
    ).toEqual([expect.stringMatching(/^house\/modules: lib\/leads imports its own door/)]);
  });

  it("lets a module import one below through its door, and its own files directly", async () => {
    expect(
      await problems("lib/visits/probe.ts", 'import { smsKey } from "@/lib/messages";\nexport const a = smsKey;\n'),
    ).toEqual([]);
    expect(
      await problems(
        "lib/leads/probe.ts",
        'import { FORM_LABELS } from "./constraints";\nexport const a = FORM_LABELS;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "components/probe.tsx",
        'import { FORM_LABELS } from "@/lib/leads/client";\nexport const a = FORM_LABELS;\n',
      ),
    ).toEqual([]);
  });

  it("keeps a part's own folders (its store's adapters, the complexes) inside the platform and site layers", async () => {
    expect(
      await problems(
        "lib/visits/probe.ts",
        'import { SqliteQuotaStore } from "@/lib/platform/quota/store/sqlite";\nexport const a = SqliteQuotaStore;\n',
      ),
    ).toEqual([
      expect.stringMatching(
        /^house\/modules: "@\/lib\/platform\/quota\/store\/sqlite" reaches into a folder inside lib\/platform\/quota/,
      ),
    ]);
    expect(
      await problems(
        "app/probe.tsx",
        'import { pressDrafts } from "@/lib/site/content/complexes/selected";\nexport const a = pressDrafts;\n',
      ),
    ).toEqual([expect.stringMatching(/reaches into a folder inside lib\/site\/content/)]);
    expect(
      await problems(
        "lib/visits/probe.ts",
        'import { quotaStore } from "@/lib/platform/quota";\nimport { kstDay } from "@/lib/platform/time/kst";\nexport const a = [quotaStore, kstDay];\n',
      ),
    ).toEqual([]);
  });

  it("lets tests reach inside and put modules together", async () => {
    expect(
      await problems(
        "lib/platform/probe.test.ts",
        'import { leadInbox } from "@/lib/office/lead-inbox";\nexport const a = leadInbox;\n',
      ),
    ).toEqual([]);
  });
});

describe("pages load, components show", () => {
  it("refuses a component that reads the session or a store", async () => {
    const code =
      'import { getAdmin } from "@/lib/staff";\nexport async function A() {\n  return (await getAdmin())?.email;\n}\n';
    expect(await problems("components/admin/probe.tsx", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: A component shows what its page loaded/),
    ]);
    expect(await problems("app/admin/probe/data.ts", code)).toEqual([]);
  });
});
