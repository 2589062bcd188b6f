// A page's failures shown as toasts once hydrated (lib/toast-queue.ts), for
// the few pages and forms that use them: not in every page's scripts.
import { useEffect, useRef } from "react";
import { useActionData, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { showToast } from "~/lib/toast-queue";

/**
 * A failure the page also shows inline (for readers without JavaScript),
 * shown as a toast once hydrated: once per navigation while `failed` holds.
 */
export function useFailureToast(failed: boolean, key: string): void {
  const hydrated = useHydrated();
  const { key: visit } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || !failed || shown.current === visit) return;
    shown.current = visit;
    showToast({ type: "error", key });
  }, [hydrated, failed, key, visit]);
}

/** A form's failure messages from the server's latest answer, shown as toasts once hydrated (once per answer). */
export function useReplyToasts(errors: string[] | undefined, enabled: boolean): void {
  const hydrated = useHydrated();
  const reply = useActionData();
  const shown = useRef<unknown>(null);
  const text = (errors ?? []).join("\n");
  useEffect(() => {
    if (!enabled || !hydrated || !reply || !text || shown.current === reply) return;
    shown.current = reply;
    for (const key of text.split("\n")) showToast({ type: "error", key });
  }, [enabled, hydrated, reply, text]);
}
