import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Textarea } from "./textarea";

/** A labelled text box with its error under it (`${id}-error`, named by the box) for the forms outside conform. */
export function TextareaField({
  id,
  label,
  error,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "aria-invalid" | "aria-describedby"> & { id: string; label: ReactNode; error?: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Textarea id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
