// What the isolate keeps from one request to the next on the server (and a
// tab from one page to the next in the browser). Each kind is bounded by what
// it is keyed by, and none is keyed by text a visitor sends (an address, a
// cookie or a header can be as long and as varied as its sender likes):
// - `perLanguage`: one value per language (a formatter), made at first use;
// - `LastMade`: the value for the last key only (a cookie per configuration,
//   the same on every request of a deployment);
// - `BoundedMemo`: short answers that come back page after page (formatted
//   numbers and ages, the translator's texts), within a budget of bytes.
import type { Language } from "~/lib/i18n";

/** A function that makes its value once per language and hands out the same one after. */
export function perLanguage<V>(make: (language: Language) => V): (language: Language) => V {
  const made = new Map<Language, V>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) made.set(language, (value = make(language)));
    return value;
  };
}

/** The value made for the last key asked; another key replaces it. */
export class LastMade<V> {
  #last: { key: string; value: V } | null = null;

  get(key: string, make: () => V): V {
    if (this.#last?.key !== key) this.#last = { key, value: make() };
    return this.#last.value;
  }
}

/** What an entry costs beyond its text, counted generously (the map's slot, the string and number headers). */
const ENTRY_BYTES = 64;

function bytesOf(key: string | number, value: string | null): number {
  // Two bytes a character: V8 keeps one-byte text in half that.
  return ENTRY_BYTES + (typeof key === "string" ? key.length * 2 : 8) + (value === null ? 0 : value.length * 2);
}

/**
 * Short texts made from a key, kept while they fit in `budget` bytes (the key
 * counted with its text): when a new one would pass it, the oldest go first.
 * A text larger than the whole budget is made and handed out, not kept. A
 * made value may be null (a key found to have no text).
 */
export class BoundedMemo<V extends string | null = string> {
  readonly #entries = new Map<string | number, V>();
  #bytes = 0;

  constructor(readonly budget: number) {}

  /** The bytes kept, as counted against the budget. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string | number, make: () => V): V {
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    const value = make();
    const size = bytesOf(key, value);
    if (size > this.budget) return value;
    this.#bytes += size;
    for (const [oldKey, oldValue] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldKey);
      this.#bytes -= bytesOf(oldKey, oldValue);
    }
    this.#entries.set(key, value);
    return value;
  }
}
