import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** A list's filter above its table: a GET form, so the choice is in the address and works without JavaScript. */
export function AdminFilter({ submit, children }: { submit: string; children: ReactNode }) {
  return (
    <Form method="get" className="admin-search" role="search">
      {children}
      <button type="submit" className="button primary">
        {submit}
      </button>
    </Form>
  );
}

/** One choice of the filter: "all" (empty) first, then `[value, label]` pairs. */
export function FilterChoice({
  id,
  name,
  label,
  value,
  all,
  choices,
  dir,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
  all: string;
  choices: Array<[string, string]>;
  dir?: "ltr";
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""} dir={dir}>
        <option value="">{all}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
