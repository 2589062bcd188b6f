import { Form } from "@remix-run/react";
import { toInputDateTime } from "~/lib/admin-resources";

/** A date and time to set on one record, inline in a list: what it is for is in `label`, for screen readers. */
export function DateTimeForm({
  id,
  hidden,
  label,
  value,
  submit,
}: {
  id: string;
  /** The form's hidden fields (the record, the intent). */
  hidden: Record<string, string | number>;
  label: string;
  value: string | null | undefined;
  submit: string;
}) {
  return (
    <Form method="post" className="inline-form">
      {Object.entries(hidden).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="datetime-local" name="until" required defaultValue={toInputDateTime(value)} dir="ltr" />
      <button type="submit" className="button secondary">
        {submit}
      </button>
    </Form>
  );
}
