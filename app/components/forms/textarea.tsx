import type { ReactNode, TextareaHTMLAttributes } from "react";
import { useTypedBeforeHydration } from "./before-hydration";

/**
 * Every form's `<textarea>`: what the person typed into it before the page hydrated stays (React would set
 * the text back to the one the server rendered; before-hydration.ts). Its own module, so a page with one
 * text box and no conform form loads only this.
 */
export function Textarea({ defaultValue, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
  const typed = useTypedBeforeHydration(props.id);
  return <textarea {...props} defaultValue={typed ?? defaultValue} />;
}

/**
 * A text box with its label and, under it, the reason it was refused or else its hint: for the small forms
 * whose action returns their own state (a message, a rating's answer or report) rather than conform's.
 */
export function LabelledTextarea({
  label,
  error,
  hint,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: ReactNode; error?: ReactNode; hint?: ReactNode }) {
  const { id } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Textarea {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} />
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
