import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleLeftovers } from "../identity";
import { partyRoles } from "../schema";
import { CHECKLIST } from "../checklist";
import { crossCheck } from "../validate";
import { DEFAULT_COMPLEX } from "./default";

// Every complex folder parses (its files validate against the content schema on import) and adds
// up, whichever complex this build shows.

const slugs = readdirSync(__dirname, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe("complex folders", () => {
  for (const slug of slugs) {
    it(`${slug}: parses and adds up`, async () => {
      const c = await import(`./${slug}/index.ts`);
      expect(crossCheck(c)).toEqual([]);
    });
  }

  it("give every complex its own press slugs", async () => {
    const sites = (
      await Promise.all(slugs.map(async (s) => (await import(`./${s}/index.ts`)).complex.sites as string[]))
    ).flat();
    expect(new Set(sites).size).toBe(sites.length);
  });
});

describe("the content check", () => {
  it("names a video id known to play nothing, a placeholder tour address and a home link to no page", async () => {
    const c = await import(`./${slugs[0]}/index.ts`);
    const broken = {
      ...c,
      brandVideo: { ...c.brandVideo, youtubeId: "LvLbrandF01" },
      unitVideos: c.unitVideos.map((v: { id: number }, i: number) =>
        i === 0 ? { ...v, youtubeId: "xxxxxxxxxxx" } : v,
      ),
      vrTourList: [{ label: "84A", url: "https://tour.example.com/84a" }],
      unitPlan: { ...c.unitPlan, teaser: { href: "/FloorPlan/999Z", text: "평면 자세히 보기" } },
    };
    const problems = crossCheck(broken);
    expect(problems).toContainEqual(
      expect.stringMatching(/^media\.ts: brandVideo: YouTube id 'LvLbrandF01' is a known placeholder/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^media\.ts: unitVideos\[1\]: YouTube id 'xxxxxxxxxxx' is filler/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^media\.ts: vrTourList '84A': VR tour address 'https:\/\/tour\.example\.com\/84a' is a placeholder host/,
      ),
    );
    expect(problems).toContainEqual("home.ts: unitPlan.teaser.href: '/FloorPlan/999Z' is no page of this complex");
    expect(problems).toHaveLength(4);
  });

  it("names prerendered copy that promises a text: the announcement bar, the home page's visit section, a page's description", async () => {
    const c = await import(`./${slugs[0]}/index.ts`);
    const [first, ...rest] = c.pageEntries as { path: string; description: string }[];
    const broken = {
      ...c,
      complex: {
        ...c.complex,
        announcementBar: {
          items: [{ text: "견본주택 오픈 · 방문예약하시면 견본주택 위치를 문자로 보내 드립니다", from: "2025-09-01" }],
          evergreen: c.complex.announcementBar.evergreen,
        },
      },
      visitSection: { ...c.visitSection, text: "관심고객으로 등록하시면 SMS로 분양 소식을 알려 드립니다." },
      pageEntries: [{ ...first!, description: `${first!.description} 카카오톡으로 안내해 드립니다.` }, ...rest],
    };
    expect(crossCheck(broken)).toEqual([
      "complex.ts: announcementBar: promises a text message ('문자'), which no page built ahead of time can know is sent",
      "home.ts: visitSection.text: promises a text message ('SMS'), which no page built ahead of time can know is sent",
      `pages.ts: ${first!.path} description: promises a text message ('카카오톡으로 안내'), which no page built ahead of time can know is sent`,
    ]);
  });
});

describe("the launch check of a new complex's folder", () => {
  const filesOf = (slug: string) =>
    Object.fromEntries(
      readdirSync(path.join(__dirname, slug))
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => [f, readFileSync(path.join(__dirname, slug, f), "utf8")]),
    );

  it("finds everything an untouched copy of the sample still carries: names, figures, dates, people, a placeholder business number, article ids", async () => {
    const sample = await import(`./${DEFAULT_COMPLEX}/index.ts`);
    const problems = sampleLeftovers(filesOf(DEFAULT_COMPLEX), sample, DEFAULT_COMPLEX, sample);
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^complex\\.ts.*: still carries the sample's '${sample.complex.siteName}'$`)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`: still carries the sample's '${sample.complex.phone}'$`)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `: still carries the sample's '${sample.complex.schedule.find((s: { start?: string }) => s.start).start}'$`,
        ),
      ),
    );
    expect(problems).toContain("complex.ts: figures: the sample's figures (households, buildings, floors, move-in)");
    expect(problems).toContain(`complex.ts: parties.builder.ceo: the sample's '${sample.complex.parties.builder.ceo}'`);
    expect(problems).toContainEqual(
      expect.stringMatching(/^complex\.ts: parties\.developer\.businessNumber: 시행사의 '.*'는 자리표시값입니다/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^news\.ts\/press\.ts: the sample's article ids: /));
  });

  it("finds nothing of the first sample in the second but the samples' placeholder business numbers", async () => {
    const other = slugs.find((s) => s !== DEFAULT_COMPLEX)!;
    const sample = await import(`./${DEFAULT_COMPLEX}/index.ts`);
    const c = await import(`./${other}/index.ts`);
    const roles = partyRoles.filter((r) => c.complex.parties[r.key]);
    expect(roles.length).toBeGreaterThanOrEqual(2);
    expect(sampleLeftovers(filesOf(other), c, DEFAULT_COMPLEX, sample)).toEqual(
      roles.map(
        ({ key, title }) =>
          `complex.ts: parties.${key}.businessNumber: ${title}의 '${c.complex.parties[key].businessNumber}'는 자리표시값입니다: 실제 값을 넣거나, 샘플 단지라면 sample: true로 두세요`,
      ),
    );
    expect([c.complex.sample, sample.complex.sample]).toEqual([true, true]);
  });

  it("names a photo slot of the materials for a card, slide, unit type or interior the complex does not have", async () => {
    const c = await import(`./${DEFAULT_COMPLEX}/index.ts`);
    const photo = { file: "renderings/a.jpg", alt: "샘플 사진: 테스트용 그림입니다" };
    const materials = {
      ...c.materials,
      premiumCards: { "PREMIUM 04": photo },
      premiumSlides: { NOWHERE: photo },
      floorPlans: { "999Z": [{ ...photo, caption: "기본형" }] },
      interiors: { "999Z": [photo] },
    };
    const problems = crossCheck({ ...c, materials });
    expect(problems.filter((p) => p.startsWith("materials.ts"))).toEqual([
      expect.stringMatching(/^materials\.ts: premiumSlides\.NOWHERE: no such slide in this complex \(it has /),
      expect.stringMatching(/^materials\.ts: floorPlans\.999Z: no such unit type in this complex \(it has /),
      expect.stringMatching(/^materials\.ts: interiors\.999Z: no such interior in this complex \(it has /),
    ]);
  });
});

describe("the checklists of a new complex", () => {
  it("name every file of the sample's folder, in the printed checklist and in docs/content.md's table", () => {
    const files = readdirSync(path.join(__dirname, DEFAULT_COMPLEX)).filter(
      (f) => !f.endsWith(".test.ts") && f !== "font-plan.json",
    );
    const listed = CHECKLIST.flatMap(([file]) => file.split(" / "));
    expect(files.filter((f) => !listed.includes(f))).toEqual([]);
    const docs = readFileSync(path.join(__dirname, "../../../../docs/content.md"), "utf8");
    const table = docs.slice(docs.indexOf("## Where content lives"), docs.indexOf("Shared modules in"));
    expect([...files, "font-plan.json"].filter((f) => !table.includes(`\`${f}\``))).toEqual([]);
  });
});
