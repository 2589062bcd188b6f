import { Link, type LinkProps } from "@remix-run/react";

/** A link drawn as a button (the .button styles): `primary` for the page's main way on, `secondary` (the default) for the others. */
export function ButtonLink({ kind = "secondary", className, ...props }: LinkProps & { kind?: "primary" | "secondary" }) {
  return <Link {...props} className={className ? `button ${kind} ${className}` : `button ${kind}`} />;
}
