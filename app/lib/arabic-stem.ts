// A light stemmer for the Arabic of ads: the search compares a word's stem
// beside the word itself, so "وتلاجة", "ثلاجات" and "الثلاجة" meet "ثلاجة",
// and "موبايلات" meets "موبايل". It follows the light stemming of Larkey,
// Ballesteros and Connell ("Light10", 2002/2007: strip a few frequent prefixes
// and suffixes, no roots), which information-retrieval studies found better
// for search than root extraction; it is written here in a few lines rather
// than taken from a package because the published JavaScript stemmers either
// extract roots (too many unrelated words share one: كتب، مكتب، كتاب) or are
// unmaintained, and the ads' own spellings need two changes: the text is
// already normalised (lib/normalize.ts: ة is ه, ى is ي, the article is gone),
// and the nisba ending ي is kept (ياباني, كوري are brands' countries, not
// plurals). Broken plurals (شقق، فلل، مطابخ) are no suffix: they are listed
// with their singulars in lib/search-words.ts.

/**
 * The particle "and" fused to a word. Light10 strips only this one too: ف، ب
 * and ل begin too many words of their own (فيلا، بيكو، لابتوب); fused with the
 * article they are dropped by the normalisation already (بال، لل).
 */
const PREFIX = "و";
/** Suffixes, tried in this order, each at most once: plural and feminine endings, "her/its" (يه loses its ه only: عربية and عربيات meet at عربي). */
const SUFFIXES = ["ها", "ات", "ون", "ين", "ه"];

/** Letters a stem keeps at least: shorter, too many words would meet. */
const MIN_STEM = 3;

/**
 * The light stem of a normalised Arabic word (a fused و when at least four
 * letters follow, then the suffixes), or the word itself when it
 * is not Arabic or nothing comes off.
 */
export function lightStem(word: string): string {
  if (!/^[\u0621-\u064A]+$/.test(word)) return word;
  let stem = word;
  if (stem.startsWith(PREFIX) && stem.length - 1 >= 4) stem = stem.slice(1);
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/** A normalised text with the stems of its words that differ from every word of it added once at the end (for the search index). */
export function withStems(normalised: string): string {
  const words = normalised.split(" ").filter(Boolean);
  const present = new Set(words);
  const stems: string[] = [];
  for (const word of words) {
    const stem = lightStem(word);
    if (!present.has(stem)) {
      present.add(stem);
      stems.push(stem);
    }
  }
  return stems.length > 0 ? `${normalised} ${stems.join(" ")}` : normalised;
}
