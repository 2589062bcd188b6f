import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { TextField } from "~/components/forms/fields";

/**
 * The one-time code: six digits (Arabic-Indic digits are accepted and read
 * as Latin ones), with the numeric keyboard and the platform's code autofill.
 */
export function CodeField({ field, label, hint }: { field: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode }) {
  return (
    <TextField
      field={field}
      label={label}
      hint={hint}
      keepValue={false}
      inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", dir: "ltr", maxLength: 12, className: "code-input" }}
    />
  );
}
