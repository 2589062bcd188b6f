import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { attributeName, DEFAULT_TEXT_LIMIT, formatAttributeNumber, type AttributeField } from "~/lib/attributes";
import type { Language } from "~/lib/i18n";
import { maxLengthAttribute } from "~/lib/text-length";
import { useTranslation } from "~/lib/use-translation";

type Metadata = (name: string) => FieldMetadata<unknown>;

interface Props {
  /** The fields that apply to the chosen category and subcategory (lib/attributes.ts fieldsFor). */
  fields: AttributeField[];
  /** The form's field metadata by name (conform): ids, starting values (the reply's, else the defaults) and messages. */
  field: Metadata;
  language: Language;
  /** Changes when the category or subcategory does, so the controls start again from their starting values. */
  scope: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" && value !== "" ? [value] : []);

/**
 * The chosen category's own fields in the ad form ("Ad details"): a number
 * with its unit and range, a choice from a list, several choices, yes or no,
 * a short text. The server reads and checks them (lib/attributes.ts
 * readAttributeValues); the browser only gets the HTML attributes that say
 * the same (required, maxlength). Optional fields say so, as the form's other
 * optional fields do.
 */
export function AttributeFields({ fields, field: metadata, language, scope }: Props) {
  const { t } = useTranslation("editor");
  if (fields.length === 0) return null;
  const pick = (ar: string, en: string) => (language === "en" ? en || ar : ar);

  return (
    <fieldset className="editor-group attribute-fields">
      <legend>{t("attributes.group")}</legend>
      <p className="field-hint">{t("attributes.groupHint")}</p>
      {fields.map((definition) => {
        const name = attributeName(definition.key);
        const meta = metadata(name);
        const { id, errorId } = meta;
        const hintId = `${id}-hint`;
        const label = pick(definition.label, definition.label_en);
        const unit = pick(definition.unit, definition.unit_en);
        const shown = definition.required ? label : t("attributes.optional", { label });
        const initial = asList(meta.initialValue);
        const errors = meta.errors ?? [];
        const invalid = errors.length > 0 ? true : undefined;
        const min = definition.min_value === null ? null : formatAttributeNumber(definition, definition.min_value, language);
        const max = definition.max_value === null ? null : formatAttributeNumber(definition, definition.max_value, language);
        const messages =
          errors.length > 0 ? (
            <div id={errorId} className="field-errors">
              {errors.map((error) => (
                <p key={error} className="field-error">
                  {t(error, {
                    label,
                    min: min ?? "",
                    max: definition.kind === "text" ? formatAttributeNumber(definition, definition.max_value ?? DEFAULT_TEXT_LIMIT, language) : (max ?? ""),
                    unit,
                  })}
                </p>
              ))}
            </div>
          ) : null;
        const describedBy = (hint: boolean) => [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined;
        const key = `${name}-${scope}`;

        let control: ReactNode;
        if (definition.kind === "number") {
          const range =
            min !== null && max !== null
              ? t("attributes.range", { min, max, unit })
              : min !== null
                ? t("attributes.atLeast", { min, unit })
                : max !== null
                  ? t("attributes.atMost", { max, unit })
                  : null;
          control = (
            <div className="field" key={key}>
              <label htmlFor={id}>{shown}</label>
              <div className="input-with-unit">
                <input
                  id={id}
                  name={name}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  dir="auto"
                  defaultValue={initial[0] ?? ""}
                  required={!!definition.required}
                  maxLength={20}
                  aria-invalid={invalid}
                  aria-describedby={describedBy(range !== null)}
                />
                {unit ? (
                  <span className="input-unit" aria-hidden="true">
                    {unit}
                  </span>
                ) : null}
              </div>
              {range !== null ? (
                <p id={hintId} className="field-hint">
                  {range}
                </p>
              ) : null}
              {messages}
            </div>
          );
        } else if (definition.kind === "one_of") {
          control = (
            <div className="field" key={key}>
              <label htmlFor={id}>{shown}</label>
              <select
                id={id}
                name={name}
                defaultValue={initial[0] ?? ""}
                required={!!definition.required}
                aria-invalid={invalid}
                aria-describedby={describedBy(false)}
              >
                <option value="">{t("form.choose")}</option>
                {definition.options.map((option) => (
                  <option key={option.id} value={option.key}>
                    {pick(option.label, option.label_en)}
                  </option>
                ))}
              </select>
              {messages}
            </div>
          );
        } else if (definition.kind === "text") {
          const limit = definition.max_value ?? DEFAULT_TEXT_LIMIT;
          control = (
            <div className="field" key={key}>
              <label htmlFor={id}>{shown}</label>
              <input
                id={id}
                name={name}
                type="text"
                dir="auto"
                autoComplete="off"
                defaultValue={initial[0] ?? ""}
                required={!!definition.required}
                maxLength={maxLengthAttribute(limit)}
                aria-invalid={invalid}
                aria-describedby={describedBy(false)}
              />
              {messages}
            </div>
          );
        } else {
          // Several choices (checkboxes) or yes / no (two radio buttons, neither chosen until the seller says).
          const several = definition.kind === "several_of";
          const choices: Array<[string, string]> = several
            ? definition.options.map((option) => [option.key, pick(option.label, option.label_en)])
            : [
                ["yes", t("form.yes")],
                ["no", t("form.no")],
                // An optional yes / no can be left unsaid again after a choice.
                ...(definition.required ? [] : ([["", t("attributes.notSaid")]] as Array<[string, string]>)),
              ];
          control = (
            <fieldset
              className="field choice-group"
              key={key}
              role={several ? undefined : "radiogroup"}
              aria-invalid={invalid}
              aria-describedby={describedBy(several)}
            >
              <legend>{shown}</legend>
              {several ? (
                <p id={hintId} className="field-hint">
                  {t("attributes.several")}
                </p>
              ) : null}
              <div className="choice-row">
                {choices.map(([value, text]) => (
                  <label key={value} className="choice">
                    <input
                      type={several ? "checkbox" : "radio"}
                      name={name}
                      value={value}
                      defaultChecked={value === "" ? initial.length === 0 : initial.includes(value)}
                      required={!several && !!definition.required}
                    />
                    <span>{text}</span>
                  </label>
                ))}
              </div>
              {messages}
            </fieldset>
          );
        }
        return control;
      })}
    </fieldset>
  );
}
