import type { SelectHTMLAttributes } from "react";
import { localName, type Language } from "~/lib/i18n";

export interface NamedOption {
  id: number;
  name: string;
  name_en: string;
}

/** A select's options among named rows in the page's language, the empty choice first. */
export function NameOptions({ empty, items, language }: { empty: string; items: NamedOption[]; language: Language }) {
  return (
    <>
      <option value="">{empty}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {localName(item, language)}
        </option>
      ))}
    </>
  );
}

/**
 * A filter's choice among named rows (governorates, categories…), "any" first.
 * It is keyed by its value and options, so a list the server narrowed after a
 * parent's change is drawn fresh rather than left as the browser had it.
 */
export function NameSelect({
  id,
  name,
  label,
  any,
  items,
  value,
  language,
  disabled = false,
  selectProps,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  items: NamedOption[];
  value: number | null;
  language: Language;
  disabled?: boolean;
  selectProps?: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""} key={`${name}-${value ?? ""}-${items.length}`} disabled={disabled} {...selectProps}>
        <NameOptions empty={any} items={items} language={language} />
      </select>
    </div>
  );
}
