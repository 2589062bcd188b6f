import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";

/**
 * remix-utils' honeypot field, hidden from people and from the tab order;
 * simple bots fill it and the server (isSpam) refuses their form. The label
 * is a translated "leave this empty" for anyone whose reader finds it.
 */
export function SpamTrap({ label }: { label: string }) {
  return (
    <HoneypotProvider nameFieldName={HONEYPOT_FIELD} validFromFieldName={null}>
      <HoneypotInputs label={label} />
    </HoneypotProvider>
  );
}
