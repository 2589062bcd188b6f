import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { HONEYPOT_FIELD } from "~/lib/schemas/auth";

// remix-utils' honeypot: a field hidden from people that simple bots fill.
// Only the named field is checked (no encrypted "valid from" time), so the
// pages that show it pay no cipher work. Built on first use: a Worker may
// not make random values (the library's seed) at start-up.
let honeypot: Honeypot | null = null;

/** Whether a form came back with the hidden field filled in. */
export function isSpam(formData: FormData): boolean {
  honeypot ??= new Honeypot({ nameFieldName: HONEYPOT_FIELD, validFromFieldName: null });
  try {
    honeypot.check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
