// A saved search's text, matched as the listing's search reads it:
// the same terms and FTS5 expressions (lib/search-terms.ts: the other script
// through the catalogue and the word list, Franco-Arabic, one-letter slips on
// words of five letters or more), so what the saved search's page lists as
// new is what is alerted.
//
// Matching a batch of new ads (queries.server.ts matchQueuedAds) goes in three
// steps, none of them every saved search against every ad:
// 1. SQL: each ad's candidate searches by category and the other filters, and,
//    for a search with text, a cheap test that can only pass when the listing
//    could list the ad: the ad's normalised text (" name description ") holds
//    one of the search's anchors (`textAnchors`, kept in match_term);
// 2. here: each candidate search's expression, as the listing builds it
//    (`expressionFor`, with the slip index's words for its slips);
// 3. SQL: FTS5 asks that expression for that ad's row only.
// Pure functions, no I/O.
import { addSlips, readSearch, searchExpressions, slipLookupKeys, type SearchTerm } from "~/lib/search-terms";
import { MAX_SLIP_CANDIDATES } from "~/features/ads/search.server";

/**
 * Substrings of " name description " (normalised, one space between words) of
 * which every ad the listing finds for `text` holds at least one: those of one
 * of its terms (all terms must match), the term with the longest shortest
 * anchor. For that term: its typed word (at a word's start when it is the last
 * word, read as a prefix; else whole), its equivalents and its slips within
 * the word lists (whole), and, for the slips against any ad's word (a word one
 * letter wrong, missing, extra or two swapped from a typed word w of five
 * letters or more): w's first half at a word's start, its second half at a
 * word's end, and w with the two letters around the middle swapped (one slip
 * leaves one half whole, or is that swap). Null when the text has no word.
 */
export function textAnchors(text: string): string[] | null {
  const terms = addSlips(readSearch(text), []);
  if (terms.length === 0) return null;
  let best: string[] = [];
  let bestScore = -1;
  for (const term of terms) {
    const anchors = anchorsOf(term);
    const score = Math.min(...anchors.map((anchor) => [...anchor.trim()].length));
    if (score > bestScore || (score === bestScore && anchors.length < best.length)) {
      best = anchors;
      bestScore = score;
    }
  }
  return best;
}

function anchorsOf(term: SearchTerm): string[] {
  const anchors = new Set<string>([term.prefix ? ` ${term.typed}` : ` ${term.typed} `]);
  for (const phrase of [...term.equivalents, ...term.slips]) anchors.add(` ${phrase} `);
  for (const word of term.slippable) {
    const letters = [...word];
    const middle = Math.floor(letters.length / 2);
    anchors.add(` ${letters.slice(0, middle).join("")}`);
    anchors.add(`${letters.slice(middle).join("")} `);
    const swapped = [...letters];
    [swapped[middle - 1], swapped[middle]] = [swapped[middle]!, swapped[middle - 1]!];
    anchors.add(` ${swapped.join("")} `);
  }
  return [...anchors];
}

/** A saved search's text as the matching keeps it: the text (match_query) and its anchors (match_term, a JSON array); nulls when it has no word. */
export function savedText(q: string | null | undefined): { matchQuery: string | null; matchTerm: string | null } {
  const anchors = q ? textAnchors(q) : null;
  return anchors ? { matchQuery: q!, matchTerm: JSON.stringify(anchors) } : { matchQuery: null, matchTerm: null };
}

/** The slip index's keys a search text looks its slips up by (none when no word is long enough). */
export function slipKeysOf(text: string): string[] {
  return slipLookupKeys(readSearch(text));
}

/**
 * The FTS5 expression the listing asks for `text` (its `all`, every sort's set:
 * features/ads/search.server.ts planSearch), with the slips found among the
 * slip index's words for its keys (`wordsOfKey`: key → words), at most
 * MAX_SLIP_CANDIDATES as the listing reads. Null when the text has no word.
 */
export function expressionFor(text: string, wordsOfKey: ReadonlyMap<string, readonly string[]>): string | null {
  const terms = readSearch(text);
  const candidates = new Set<string>();
  for (const key of slipLookupKeys(terms)) {
    for (const word of wordsOfKey.get(key) ?? []) {
      if (candidates.size >= MAX_SLIP_CANDIDATES) break;
      candidates.add(word);
    }
  }
  return searchExpressions(addSlips(terms, candidates))?.all ?? null;
}
