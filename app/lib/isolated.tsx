import { Fragment } from "react";
import type { Translate, TranslateOptions } from "~/lib/translate";

// Text someone wrote (an ad's title, a trader's name, a search) inside a
// translated sentence of the other direction can scramble its punctuation and
// digits: an Arabic title in "Results for “…”", a Latin title with numbers in
// an Arabic sentence. Each such value is rendered in its own <bdi>, as
// react-i18next's Trans renders a component for an interpolated part; the
// sentence around it stays one translation key in both locales.

/** A mark no translation holds, standing for a value while the sentence is translated. */
const MARK = "\u0000";

/**
 * The translated text of `k`, each of `values` (text someone wrote) in a <bdi>
 * of its own; `options` are the key's other values (a count, a date), filled
 * in as text.
 */
export function Isolated({ t, k, values, options }: { t: Translate; k: string; values: Record<string, string | number | null>; options?: TranslateOptions }) {
  const names = Object.keys(values);
  const marks: Record<string, string> = {};
  names.forEach((name, index) => (marks[name] = `${MARK}${index}${MARK}`));
  const parts = t(k, { ...options, ...marks }).split(MARK);
  // Split on the marks: odd parts are the index of a value, even parts the translation's own text.
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <bdi key={index}>{values[names[Number(part)]]}</bdi> : part ? <Fragment key={index}>{part}</Fragment> : null,
      )}
    </>
  );
}
