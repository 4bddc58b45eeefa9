import { describe, expect, it } from "vitest";
import { countWord, josa, kinds, particle } from "./korean";

describe("josa", () => {
  it("picks the particle from the last syllable's final consonant", () => {
    expect(particle("하늘", "이/가")).toBe("하늘이");
    expect(particle("하늘", "은/는")).toBe("하늘은");
    expect(particle("바다", "이/가")).toBe("바다가");
    expect(particle("바다", "을/를")).toBe("바다를");
    expect(particle("바다", "과/와")).toBe("바다와");
    expect(particle("서울", "으로/로")).toBe("서울로");
    expect(particle("부산", "으로/로")).toBe("부산으로");
    expect(particle("예정", "이다/다")).toBe("예정이다");
  });

  it("looks past a closing parenthesis and Latin letters to the last Hangul syllable", () => {
    expect(particle("하늘(SKY)", "이/가")).toBe("하늘(SKY)이");
    expect(particle("바다(SEA)", "은/는")).toBe("바다(SEA)는");
    expect(particle("하늘 SKY", "을/를")).toBe("하늘 SKY을");
    expect(josa("'바다'", "이/가")).toBe("가");
  });

  it("reads digits as Korean does, and takes the form without a final after Latin only", () => {
    expect(particle("2501호", "은/는")).toBe("2501호는");
    expect(particle("101", "이/가")).toBe("101이");
    expect(particle("4.15(수)", "이다/다")).toBe("4.15(수)다");
    expect(particle("SKY", "을/를")).toBe("SKY를");
  });
});

describe("countWord", () => {
  it("writes counts as native Korean determiners", () => {
    expect([1, 2, 3, 4, 5, 6, 10, 12, 20, 21].map(countWord)).toEqual([
      "한",
      "두",
      "세",
      "네",
      "다섯",
      "여섯",
      "열",
      "열두",
      "스무",
      "스물한",
    ]);
    expect(kinds(6)).toBe("여섯 가지");
    expect(kinds(4)).toBe("네 가지");
    expect(() => countWord(0)).toThrow();
  });
});
