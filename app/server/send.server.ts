// What the mail and SMS senders share: their dependencies, and the send that logs a failure instead of throwing.
import type { Database } from "~/server/db-session.server";
import { logError } from "~/server/log.server";

export interface SendDeps<C> {
  db: Database;
  config: C;
  /** The provider adapter's fetch (tests give their own). */
  fetch?: typeof fetch;
}

/** Sends (a mail, an SMS), and on failure logs the fact once (never the body); says whether it went. */
export async function sentOrLogged(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    logError(error, null);
    return false;
  }
}

/** What the local mail and SMS outboxes keep of a message (the development pages and the tests read them). */
export interface OutboxEntry {
  id: number;
  to: string;
  body: string;
  kind: string;
  language: string;
  status: string;
  createdAt: string;
  /** The 6-digit code in the body, when there is one. */
  code: string | null;
}

/** The 6-digit code a message's text carries, if any. */
export function codeIn(text: string): string | null {
  return /(?<![0-9])([0-9]{6})(?![0-9])/.exec(text)?.[1] ?? null;
}
