// Korean copy helpers: particles that follow a word, and number words for counts in copy.

export type ParticlePair =
  "은/는" | "이/가" | "을/를" | "과/와" | "으로/로" | "이라/라" | "이다/다" | "이며/며" | "이에요/예요";

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Final consonant index (0 = none, 8 = ㄹ) of the syllable a digit is read as: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];
/** Skipped when looking for the word's last sound: closing marks, spaces, Latin letters and what brackets them. */
const SKIPPED = /[\s)\]}'"’”»」』>A-Za-z(\[{‘“«「『<.·-]/;

/** The final consonant index (0 = none) of the word's last Hangul syllable or digit, looking past brackets and Latin letters. */
function finalOf(word: string): number {
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i] ?? "";
    const code = ch.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
    if (ch >= "0" && ch <= "9") return DIGIT_FINALS[Number(ch)] ?? 0;
    if (!SKIPPED.test(ch)) return 0;
  }
  return 0;
}

/**
 * The Korean particle that follows a word, chosen by the final consonant of its last syllable.
 * It looks past a closing parenthesis and Latin letters: "하늘(SKY)" takes 이, like "하늘".
 * 으로/로: a word ending in ㄹ takes 로, as Korean does.
 */
export function josa(word: string, pair: ParticlePair): string {
  const final = finalOf(word);
  const [withFinal, withoutFinal] = pair.split("/") as [string, string];
  if (pair === "으로/로") return final === 0 || final === 8 ? withoutFinal : withFinal;
  return final !== 0 ? withFinal : withoutFinal;
}

/** The word with its particle: particle("하늘", "은/는") is "하늘은". */
export function particle(word: string, pair: ParticlePair): string {
  return word + josa(word, pair);
}

const NATIVE = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"];
const NATIVE_TENS = ["", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"];

/**
 * Native Korean number word for a count in copy, as a determiner before a counter noun:
 * countWord(6) is "여섯" (여섯 가지), countWord(4) is "네" (네 가지), countWord(20) is "스무".
 * Up to 99; larger counts are written in figures, as Korean copy does.
 */
export function countWord(n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`countWord: ${n} is not a positive whole number`);
  if (n > 99) return n.toLocaleString("ko-KR");
  if (n === 20) return "스무";
  return NATIVE_TENS[Math.floor(n / 10)]! + NATIVE[n % 10]!;
}

/** "여섯 가지", "네 가지": a count of kinds, in words. */
export function kinds(n: number): string {
  return `${countWord(n)} 가지`;
}
