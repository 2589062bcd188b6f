// A small translator over the locale bundles: namespaced keys ("ads:card.featured"),
// {{name}} interpolation and plural forms (key_one, key_few, … chosen by
// Intl.PluralRules, key_zero for 0 when present), the way i18next reads the
// same files. The browser uses this instead of shipping i18next (~15 KB gzip),
// so a visitor page stays within the JavaScript budget.

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

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * One translator per bundle set, language and namespace list: the bundles do
 * not change once loaded, so the hundred cards of a page share one, and a key
 * asked for without options is looked up once.
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

function buildTranslate(bundles: Bundles, language: string, namespaces: string[]): Translate {
  const searchOrder = [...namespaces, "common"];
  const plain = new Map<string, string>();
  const translate: Translate = (key, options) => {
    if (options) return resolve(key, options);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = resolve(key, {})));
    return text;
  };
  const resolve = (key: string, options: TranslateOptions): string => {
    let namespaceList = searchOrder;
    let path = key;
    const colon = key.indexOf(":");
    if (colon > 0) {
      namespaceList = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    const candidates: string[] = [];
    if (typeof options.count === "number") {
      if (options.count === 0) candidates.push(`${path}_zero`);
      candidates.push(`${path}_${pluralOf(language, options.count)}`, `${path}_other`);
    }
    candidates.push(path);
    let text: string | undefined;
    for (const namespace of namespaceList) {
      for (const candidate of candidates) {
        text = lookup(bundles[namespace], candidate);
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return options.defaultValue ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
  return translate;
}
