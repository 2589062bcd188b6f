import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { CodeField } from "~/features/auth/components/code-field";
import { ResendForm } from "~/features/auth/components/resend-button";
import { ConformForm, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { CodeSchema } from "~/lib/schemas/auth";
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
  const [form, fields] = useZodForm(CodeSchema, { id: "phone-verify", lastResult });
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
          <ResendForm errorId="sms-send-errors" errors={sendErrors} wait={wait} intent="send-sms">
            {t("phoneVerify.send")}
          </ResendForm>
          <ConformForm form={form}>
            <CodeField field={fields.code} label={t("phoneVerify.code")} hint={t("auth:verification2.codeHint")} />
            <SubmitButton name="intent" value="verify-sms">
              {t("phoneVerify.submit")}
            </SubmitButton>
          </ConformForm>
        </>
      )}
    </section>
  );
}
