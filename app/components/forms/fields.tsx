import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Form, type FormProps } from "@remix-run/react";
import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useReplyToasts } from "~/lib/toast-hooks";
import { Textarea } from "./textarea";

// Its own module, so a page with one button and no conform form (the listing's "Save this search") does not load conform.
export { SubmitButton, SubmitRow } from "./submit-button";

const namespaces = ["auth", "account"];

/** A field's messages: translation keys from the schema, shown in the page's language. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation(namespaces);
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="field-errors">
      {errors.map((error) => (
        <p key={error} className="field-error">
          {t(error, { defaultValue: error })}
        </p>
      ))}
    </div>
  );
}

type InputType = "text" | "email" | "tel" | "password" | "file" | "search";

interface TextFieldProps {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  /** Passwords are never written back into the page. */
  keepValue?: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** What a control's aria-describedby names: its hint and its messages, when there are any. */
export function describedBy(field: { id: string; errorId: string; errors?: string[] }, hint: ReactNode): string | undefined {
  return [hint ? `${field.id}-hint` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

/** One choice among radio buttons: a named group (its legend), the buttons, and its messages. */
export function ChoiceGroup({
  field,
  legend,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={className ? `choice-group ${className}` : "choice-group"}
      role="radiogroup"
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={field.errors?.length ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A field's frame: its label, the control, its hint and its messages. */
export function FieldFrame({ field, label, hint, children }: { field: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextField({ field, label, type = "text", hint, keepValue = type !== "password" && type !== "file", inputProps }: TextFieldProps) {
  const { key, ...props } = getInputProps(field, { type: type as "text", value: keepValue });
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <input key={key} {...props} {...inputProps} aria-describedby={describedBy(field, hint)} />
    </FieldFrame>
  );
}

export function TextAreaField({ field, label, rows = 6 }: { field: FieldMetadata<unknown>; label: ReactNode; rows?: number }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <Textarea key={key} {...props} rows={rows} aria-describedby={field.errors?.length ? field.errorId : undefined} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The form-level message (for example "Registration failed"), announced to
 * screen readers; with `toast`, the failures shown as toasts (product rules, Messages)
 * also show as one once hydrated (the message stays here for readers without JavaScript).
 */
export function FormErrors({ form, toast = false }: { form: { errorId: string; errors?: string[] }; toast?: boolean }) {
  const { t } = useTranslation(namespaces);
  useReplyToasts(form.errors, toast);
  if (!form.errors || form.errors.length === 0) return null;
  return (
    <div id={form.errorId} className="notice notice-error form-errors" role="alert">
      {form.errors.map((error) => (
        <p key={error}>{t(error, { defaultValue: error })}</p>
      ))}
    </div>
  );
}

/** What a conform form (useZodForm's first value) gives the `<form>` element. */
interface WiredForm {
  id: string;
  errorId: string;
  errors?: string[];
  noValidate: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A posted form with conform's validation wired in and its form-level message first. */
export function ConformForm({
  form,
  className = "auth-form",
  toastErrors = false,
  children,
  ...rest
}: { form: WiredForm; className?: string; toastErrors?: boolean; children: ReactNode } & Omit<
  FormProps,
  "id" | "method" | "onSubmit" | "noValidate" | "className" | "children"
>) {
  return (
    <Form method="post" className={className} id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} {...rest}>
      <FormErrors form={form} toast={toastErrors} />
      {children}
    </Form>
  );
}

/** An Egyptian mobile number, as people type it (01XXXXXXXXX); `known` fills it in when the form is new. */
export function PhoneField({ field, label, hint, known }: { field: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; known?: string | null }) {
  return (
    <TextField
      field={field}
      type="tel"
      label={label}
      hint={hint}
      inputProps={{
        autoComplete: "tel-national",
        inputMode: "tel",
        dir: "ltr",
        ...(field.initialValue === undefined && known ? { defaultValue: known } : {}),
      }}
    />
  );
}

/** A password field: `isNew` for one being chosen (the browser offers to generate and save it). */
export function PasswordField({ field, label, hint, isNew = false }: { field: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; isNew?: boolean }) {
  return (
    <TextField field={field} type="password" label={label} hint={hint} inputProps={{ autoComplete: isNew ? "new-password" : "current-password", dir: "ltr" }} />
  );
}
