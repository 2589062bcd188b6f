import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { SubmitButton, SubmitRow } from "~/components/forms/fields";
import { useTranslation } from "~/lib/use-translation";
import { ATTRIBUTE_KINDS } from "~/lib/attributes";
import { hasOptions } from "~/lib/admin-attributes";

// The admin's forms for attribute fields and their choices: plain posted
// forms (the server checks everything, lib/admin-attributes.ts and
// features/admin/attributes.server.ts), filled again from the server's answer
// with the values and messages after an error, with JavaScript or without.

export type FormText = Record<string, string | undefined>;

/** One labelled control with its hint and its message. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation(["admin"]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="field-errors">
          <p className="field-error">{t(error)}</p>
        </div>
      ) : null}
    </div>
  );
}

function TextInput({
  prefix,
  name,
  label,
  values,
  errors,
  hint,
  ltr,
  numeric,
}: {
  prefix: string;
  name: string;
  label: string;
  values: FormText;
  errors: Record<string, string>;
  hint?: string;
  ltr?: boolean;
  numeric?: boolean;
}) {
  const id = `${prefix}-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={values[name] ?? ""}
          dir={ltr ? "ltr" : undefined}
          inputMode={numeric ? "numeric" : undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

function Check({ prefix, name, label, values, errors }: { prefix: string; name: string; label: string; values: FormText; errors: Record<string, string> }) {
  const { t } = useTranslation(["admin"]);
  const id = `${prefix}-${name}`;
  return (
    <div className="field field-check">
      <label className="choice">
        <input id={id} name={name} type="checkbox" defaultChecked={values[name] === "on"} aria-describedby={errors[name] ? `${id}-error` : undefined} />
        {label}
      </label>
      {errors[name] ? (
        <div id={`${id}-error`} className="field-errors">
          <p className="field-error">{t(errors[name])}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The form-level message (an unknown record), when there is one. */
function FormMessage({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation(["admin"]);
  return errors._form ? (
    <p className="notice notice-error" role="alert">
      {t(errors._form)}
    </p>
  ) : null;
}

/** A field's form: adding (every kind offered) or editing (the kind shown, fixed). */
export function AttributeFieldForm({
  prefix,
  intent,
  submitLabel,
  values,
  errors,
  subcategories,
  fixedKind,
}: {
  prefix: string;
  intent: string;
  submitLabel: string;
  values: FormText;
  errors: Record<string, string>;
  subcategories: Array<{ id: number; name: string }>;
  fixedKind?: string;
}) {
  const { t } = useTranslation(["admin"]);
  const label = (name: string) => t(`attributes.fields.${name}`);
  return (
    <Form method="post" className="auth-form admin-form" id={`${prefix}-form`} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormMessage errors={errors} />
      <TextInput prefix={prefix} name="key" label={label("key")} hint={t("attributes.hints.key")} values={values} errors={errors} ltr />
      {fixedKind ? (
        <div className="field">
          <input type="hidden" name="kind" value={fixedKind} />
          <p>
            {label("kind")}: <strong>{t(`attributes.kinds.${fixedKind}`)}</strong>
          </p>
          <p className="field-hint">{t("attributes.hints.kind")}</p>
        </div>
      ) : (
        <Field id={`${prefix}-kind`} label={label("kind")} hint={t("attributes.hints.kind")} error={errors.kind}>
          {(describedBy) => (
            <select
              id={`${prefix}-kind`}
              name="kind"
              defaultValue={values.kind ?? "number"}
              aria-invalid={errors.kind ? true : undefined}
              aria-describedby={describedBy}
            >
              {ATTRIBUTE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`attributes.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextInput prefix={prefix} name="label" label={label("label")} values={values} errors={errors} />
      <TextInput prefix={prefix} name="label_en" label={label("label_en")} values={values} errors={errors} ltr />
      {!fixedKind || fixedKind === "number" ? (
        <>
          <TextInput prefix={prefix} name="unit" label={label("unit")} hint={t("attributes.hints.unit")} values={values} errors={errors} />
          <TextInput prefix={prefix} name="unit_en" label={label("unit_en")} values={values} errors={errors} ltr />
        </>
      ) : null}
      {!fixedKind || fixedKind === "number" || fixedKind === "text" ? (
        <>
          {fixedKind !== "text" ? <TextInput prefix={prefix} name="min_value" label={label("min_value")} values={values} errors={errors} ltr numeric /> : null}
          <TextInput
            prefix={prefix}
            name="max_value"
            label={label("max_value")}
            hint={t("attributes.hints.range")}
            values={values}
            errors={errors}
            ltr
            numeric
          />
        </>
      ) : null}
      <Field id={`${prefix}-subcategory`} label={label("subcategory")} error={errors.subcategory}>
        {(describedBy) => (
          <select
            id={`${prefix}-subcategory`}
            name="subcategory"
            defaultValue={values.subcategory ?? ""}
            aria-invalid={errors.subcategory ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">{t("attributes.wholeCategory")}</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {subcategory.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Check prefix={prefix} name="required" label={label("required")} values={values} errors={errors} />
      {fixedKind !== "text" ? <Check prefix={prefix} name="filterable" label={label("filterable")} values={values} errors={errors} /> : null}
      <TextInput prefix={prefix} name="position" label={label("position")} hint={t("attributes.hints.position")} values={values} errors={errors} ltr numeric />
      <SubmitRow>{submitLabel}</SubmitRow>
    </Form>
  );
}

/** A choice's form: adding one, or changing one (its id posted with it). */
export function AttributeOptionForm({
  prefix,
  intent,
  optionId,
  submitLabel,
  values,
  errors,
}: {
  prefix: string;
  intent: string;
  optionId?: number;
  submitLabel: string;
  values: FormText;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(["admin"]);
  const label = (name: string) => t(`attributes.options.${name}`);
  return (
    <Form method="post" className="auth-form admin-form attribute-option-form" id={`${prefix}-form`} noValidate>
      <input type="hidden" name="intent" value={intent} />
      {optionId ? <input type="hidden" name="option" value={optionId} /> : null}
      <FormMessage errors={errors} />
      <TextInput prefix={prefix} name="key" label={label("key")} hint={optionId ? undefined : t("attributes.hints.key")} values={values} errors={errors} ltr />
      <TextInput prefix={prefix} name="label" label={label("label")} values={values} errors={errors} />
      <TextInput prefix={prefix} name="label_en" label={label("label_en")} values={values} errors={errors} ltr />
      <TextInput prefix={prefix} name="position" label={label("position")} values={values} errors={errors} ltr numeric />
      <SubmitRow>{submitLabel}</SubmitRow>
    </Form>
  );
}

/** A delete that ads depend on: what it deletes, and the buttons to go ahead or keep it. */
export function ConfirmDelete({ message, intent, optionId, cancelTo }: { message: string; intent: string; optionId?: number; cancelTo: string }) {
  const { t } = useTranslation(["admin"]);
  return (
    <div className="notice notice-error" role="alert">
      <p>{message}</p>
      <Form method="post" className="form-actions">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirm" value="yes" />
        {optionId ? <input type="hidden" name="option" value={optionId} /> : null}
        <SubmitButton className="button danger">{t("attributes.confirm.yes")}</SubmitButton>
        <a className="button secondary" href={cancelTo}>
          {t("attributes.confirm.no")}
        </a>
      </Form>
    </div>
  );
}

export { hasOptions };
