import { describe, expect, it } from "vitest";
import { parseContent } from "./schema";
import { materialsSchema } from "./materials-schema";
import { documentJobs, photoJobs } from "./materials";

// The shape of a complex's materials.ts: what the content check says of a photo without alt text,
// a file name a URL cannot carry, a floor plan without its caption, a document that is no PDF.

const parse = (value: unknown) => () => parseContent("materials.ts", materialsSchema, value);

describe("materials.ts", () => {
  it("refuses a photo without alt text, or with too short a one, naming the field", () => {
    expect(parse({ brand: { file: "renderings/brand.jpg" } })).toThrow(
      "materials.ts: brand.alt: every photo needs alt text: what the picture shows, in a sentence",
    );
    expect(parse({ interiors: { "84A": [{ file: "model-house/a.jpg", alt: "거실" }] } })).toThrow(
      "materials.ts: interiors.84A[0].alt: every photo needs alt text of at least 8 characters",
    );
  });

  it("refuses a file name with Korean letters, capitals, spaces or a way out of the folder, and a picture that is no picture", () => {
    for (const file of [
      "renderings/조감도.jpg",
      "Renderings/A.JPG",
      "model house/a.jpg",
      "../secret.jpg",
      "/etc/a.jpg",
    ]) {
      expect(parse({ brand: { file, alt: "브랜드 이미지: 외관 투시도" } }), file).toThrow(
        "materials.ts: brand.file: a path inside the complex's materials/ folder",
      );
    }
    expect(parse({ brand: { file: "docs/brand.pdf", alt: "브랜드 이미지: 외관 투시도" } })).toThrow(
      "materials.ts: brand.file: a picture: .jpg, .png, .webp, .avif, .tif, .gif or .svg",
    );
    expect(parse({ notice: { file: "docs/notice.docx", title: "입주자 모집공고문" } })).toThrow(
      "materials.ts: notice.file: a PDF document (.pdf)",
    );
  });

  it("needs a floor plan's caption (기본형, 확장형), and refuses a field it does not know", () => {
    expect(parse({ floorPlans: { "84A": [{ file: "plans/84a.png", alt: "84A 타입 기본형 평면도" }] } })).toThrow(
      "materials.ts: floorPlans.84A[0].caption: every floor plan needs a caption, e.g. 기본형 or 확장형",
    );
    expect(parse({ heroImage: { file: "a.jpg", alt: "해 질 무렵의 단지 조감도" } })).toThrow(
      'materials.ts: (the whole value): Unrecognized key: "heroImage"',
    );
  });

  it("gives every photo its slot, and a phone's hero cut from the landscape one when none is given", () => {
    const m = materialsSchema.parse({
      hero: { desktop: { file: "renderings/a.jpg", alt: "해 질 무렵의 단지 조감도" } },
      floorPlans: {
        "84A": [
          { file: "plans/84a.png", alt: "84A 타입 기본형 평면도", caption: "기본형" },
          { file: "plans/84a-x.png", alt: "84A 타입 확장형 평면도", caption: "확장형" },
        ],
      },
      notice: { file: "docs/notice.pdf", title: "입주자 모집공고문" },
    });
    expect(photoJobs(m).map((j) => [j.id, j.kind, j.photo.file])).toEqual([
      ["hero.desktop", "heroDesktop", "renderings/a.jpg"],
      ["hero.phone", "heroPhone", "renderings/a.jpg"],
      ["floorPlans.84A[0]", "floorPlan", "plans/84a.png"],
      ["floorPlans.84A[1]", "floorPlan", "plans/84a-x.png"],
    ]);
    expect(documentJobs(m).map((j) => j.id)).toEqual(["notice"]);
  });
});
