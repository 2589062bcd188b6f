import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatClock, formatNumber } from "~/lib/format";
import { useTranslation } from "~/lib/use-translation";
import { FormErrors, SubmitButton } from "~/components/forms/fields";

/**
 * "Send a new code" with its cooldown. The server's page says when a new code
 * can be asked for (the clock time, and the seconds left when it was made);
 * with JavaScript the seconds count down, the button stays disabled and is
 * enabled at zero. Without JavaScript the button can be pressed early: the
 * action then answers with the form and how long to wait.
 */
export function ResendButton({ wait, name, value, children }: { wait: number; name: string; value: string; children: string }) {
  const { t, language } = useTranslation(["auth"]);
  const hydrated = useHydrated();
  const [left, setLeft] = useState(wait);
  const [readyAt] = useState(() => Date.now() + wait * 1000);
  useEffect(() => {
    setLeft(wait);
    if (wait <= 0) return;
    const end = Date.now() + wait * 1000;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [wait]);
  const waiting = left > 0;
  return (
    <>
      {waiting ? (
        <p className="field-hint resend-wait" role={hydrated ? "timer" : undefined} aria-live={hydrated ? "off" : undefined} suppressHydrationWarning>
          {hydrated
            ? t("verification2.resendIn", { seconds: formatNumber(left, language) })
            : t("verification2.resendAt", { seconds: formatNumber(wait, language), time: formatClock(readyAt, language) })}
        </p>
      ) : null}
      <SubmitButton name={name} value={value} className="button secondary" disabled={hydrated && waiting}>
        {children}
      </SubmitButton>
    </>
  );
}

/** ResendButton in its own form, with the reasons the last request was refused above it. */
export function ResendForm({
  errorId,
  errors,
  wait,
  intent,
  children,
}: {
  errorId: string;
  errors?: string[];
  wait: number;
  intent: string;
  children: string;
}) {
  return (
    <Form method="post" className="resend-form">
      <FormErrors form={{ errorId, errors }} />
      <ResendButton wait={wait} name="intent" value={intent}>
        {children}
      </ResendButton>
    </Form>
  );
}
