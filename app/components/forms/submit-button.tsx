import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** A submit button that says it is busy while its form is on its way. */
export function SubmitButton({
  children,
  name,
  value,
  className = "button primary",
  disabled = false,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (name ? navigation.formData?.get(name) === value : true);
  return (
    <button type="submit" className={className} name={name} value={value} disabled={busy || disabled} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
