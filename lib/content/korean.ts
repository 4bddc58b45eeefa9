type ParticlePair = "은/는" | "이/가" | "을/를";

/** The Korean particle that follows a word (은/는, 이/가, 을/를), chosen by its last syllable's final consonant. */
export function josa(word: string, pair: ParticlePair): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const closed = code >= 0 && code <= 11171 && code % 28 !== 0;
  const [withFinal, withoutFinal] = pair.split("/") as [string, string];
  return closed ? withFinal : withoutFinal;
}

/** The word with its particle: particle("리브엘", "은/는") is "리브엘은". */
export function particle(word: string, pair: ParticlePair): string {
  return word + josa(word, pair);
}
