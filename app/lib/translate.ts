// A small translator over the locale bundles: namespaced keys ("ads:card.featured"),
// {{name}} interpolation and plural forms (key_one, key_few, … chosen by
// Intl.PluralRules, key_zero for 0 when present), the way i18next reads the
// same files. The browser uses this instead of shipping i18next (~15 KB gzip),
// so a visitor page stays within the JavaScript budget.

import { BoundedMemo } from "~/lib/memo";

export type Bundles = Record<string, unknown>;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(bundle: unknown, path: string): string | undefined {
  let node: unknown = bundle;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Per language, its plural rules and the category each small whole count takes (asked of ICU once). */
const pluralRules = new Map<string, { rules: Intl.PluralRules; counts: string[] }>();
function pluralOf(language: string, count: number): string {
  let entry = pluralRules.get(language);
  if (!entry) {
    entry = { rules: new Intl.PluralRules(language), counts: [] };
    pluralRules.set(language, entry);
  }
  if (!Number.isInteger(count) || count < 0 || count > 1000) return entry.rules.select(count);
  return (entry.counts[count] ??= entry.rules.select(count));
}

/**
 * One translator per bundle set, language and namespace list: the bundles do
 * not change once loaded, so the hundred cards of a page share one, and each
 * key's text is looked up once.
 */
const translators = new WeakMap<Bundles, Map<string, Translate>>();

export function createTranslate(bundles: Bundles, language: string, namespaces: string[]): Translate {
  let byList = translators.get(bundles);
  if (!byList) translators.set(bundles, (byList = new Map()));
  const id = `${language}|${namespaces.join(",")}`;
  let translate = byList.get(id);
  if (!translate) byList.set(id, (translate = buildTranslate(bundles, language, namespaces)));
  return translate;
}

/** The bytes each translator keeps of the texts it found (a page uses a few hundred keys: some 60 KB). */
export const FOUND_BYTES = 256 * 1024;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** What a key looks like: an optional namespace, then dotted names ("auth:errors.codeWrong"), at most KEY_MAX characters. */
const KEY = /^(?:[\w-]+:)?[\w-]+(?:\.[\w-]+)*$/;
const KEY_MAX = 120;

/**
 * Whether a text can be a translation key. Anything else (a message already
 * in words, a name someone typed) is never looked up nor kept: it is shown as
 * given (its defaultValue, or itself).
 */
export function isTranslationKey(text: string): boolean {
  return text.length <= KEY_MAX && KEY.test(text);
}

/** Each translator's memo of found texts, for a test to weigh. */
const memos = new WeakMap<Translate, BoundedMemo<string | null>>();

/** The bytes a translator keeps, as counted against FOUND_BYTES. */
export function translatorBytes(translate: Translate): number {
  return memos.get(translate)?.bytes ?? 0;
}

function buildTranslate(bundles: Bundles, language: string, namespaces: string[]): Translate {
  const searchOrder = [...namespaces, "common"];
  /** A key's text for each plural form asked, found once (null: no bundle has it), within FOUND_BYTES; only the values are filled in per call. */
  const found = new BoundedMemo<string | null>(FOUND_BYTES);
  const find = (key: string, count: number | undefined): string | null => {
    if (!isTranslationKey(key)) return null;
    const form = count === undefined ? null : pluralOf(language, count);
    const id = form === null ? key : `${key}\u0000${count === 0 ? "0" : form}`;
    return found.get(id, () => {
      let namespaceList = searchOrder;
      let path = key;
      const colon = key.indexOf(":");
      if (colon > 0) {
        namespaceList = [key.slice(0, colon)];
        path = key.slice(colon + 1);
      }
      const candidates: string[] = [];
      if (form !== null) {
        if (count === 0) candidates.push(`${path}_zero`);
        candidates.push(`${path}_${form}`, `${path}_other`);
      }
      candidates.push(path);
      for (const namespace of namespaceList) {
        for (const candidate of candidates) {
          const value = lookup(bundles[namespace], candidate);
          if (value !== undefined) return value;
        }
      }
      return null;
    });
  };
  const translate: Translate = (key, options) => {
    const text = find(key, typeof options?.count === "number" ? options.count : undefined);
    if (text === null) return options?.defaultValue ?? key;
    if (!options || !text.includes("{{")) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
  memos.set(translate, found);
  return translate;
}
