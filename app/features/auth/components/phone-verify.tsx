import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { CodeSteps } from "./code-steps";
import { useTranslation } from "~/lib/use-translation";

/**
 * The account's phone number verified by SMS: its state, or "send the code by
 * SMS" (with the cooldown, counted down with JavaScript) and the code's form.
 * The page's action answers the intents "send-sms" and "verify-sms".
 */
export function PhoneVerifyPart({
  verified,
  phone,
  wait,
  lastResult,
  sendErrors,
}: {
  verified: boolean;
  phone: string;
  wait: number;
  lastResult?: SubmissionResult<string[]>;
  sendErrors?: string[];
}) {
  const { t } = useTranslation(["account", "auth"]);
  const titleId = useId();
  return (
    <section className="phone-verify" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("phoneVerify.title")}</h3>
      {verified ? (
        <p className="notice notice-success" role="status">
          {t("phoneVerify.verified", { phone })}
        </p>
      ) : (
        <>
          <p>{t("phoneVerify.text", { phone })}</p>
          <CodeSteps kind="phone" lastResult={lastResult} sendErrors={sendErrors} wait={wait} />
        </>
      )}
    </section>
  );
}
