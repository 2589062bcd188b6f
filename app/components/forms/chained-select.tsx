import type { FieldMetadata } from "@conform-to/react";
import type { Language } from "~/lib/i18n";
import { NameOptions, type NamedOption } from "~/components/ui/name-select";
import { FieldErrors } from "./fields";

/**
 * One select of a chain (category → subcategory, governorate → region): empty
 * and disabled until its parent is chosen, and remade (`selectKey`) when the
 * parent changes. Without JavaScript every list is sent whole and the server
 * checks the chain; with it, a choice narrows the next select at once.
 */
export function ChainedSelect({
  field,
  label,
  items,
  language,
  value,
  selectKey,
  disabled,
  required,
  empty,
  onChoose,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  items: NamedOption[];
  language: Language;
  value: string;
  selectKey: string;
  disabled: boolean;
  required?: boolean;
  /** The empty option's text. */
  empty: string;
  /** Given once the page is hydrated. */
  onChoose?: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select
        key={selectKey}
        id={field.id}
        name={field.name}
        defaultValue={value}
        required={required}
        disabled={disabled}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        onChange={onChoose ? (event) => onChoose(event.currentTarget.value) : undefined}
      >
        <NameOptions empty={empty} items={items} language={language} />
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * Without JavaScript, the button that sends the form back to fill the next
 * level of its chained selects (the action answers intent "refresh" with the
 * form as it was); with JavaScript the levels follow at once and it is gone.
 */
export function RefreshChoices({ hydrated, label, hint }: { hydrated: boolean; label: string; hint: string }) {
  if (hydrated) return null;
  return (
    <div className="form-actions">
      <button type="submit" name="intent" value="refresh" formNoValidate className="button secondary">
        {label}
      </button>
      <p className="field-hint">{hint}</p>
    </div>
  );
}
