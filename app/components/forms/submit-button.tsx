import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

interface SubmitProps {
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
  disabled?: boolean;
}

/** A submit button that says it is busy while its form is on its way. */
export function SubmitButton({ children, name, value, className = "button primary", disabled = false }: SubmitProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (name ? navigation.formData?.get(name) === value : true);
  return (
    <button type="submit" className={className} name={name} value={value} disabled={busy || disabled} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** A form's closing row holding only its submit button. */
export function SubmitRow(props: SubmitProps) {
  return (
    <div className="form-actions">
      <SubmitButton {...props} />
    </div>
  );
}
