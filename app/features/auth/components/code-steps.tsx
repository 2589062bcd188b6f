import type { SubmissionResult } from "@conform-to/react";
import { ConformForm, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { CodeSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { CodeField } from "./code-field";
import { ResendForm } from "./resend-button";

/** What differs between the two: the forms' ids, the intents the page's action answers, the texts. */
const KINDS = {
  email: { formId: "account-verify", sendErrorId: "send-errors", sendIntent: "send", verifyIntent: "verify", texts: "verify" },
  phone: { formId: "phone-verify", sendErrorId: "sms-send-errors", sendIntent: "send-sms", verifyIntent: "verify-sms", texts: "phoneVerify" },
} as const;

/**
 * Proving the account's e-mail address or phone number on the verify tab: "send the code" in its own
 * form (the reasons the last request was refused above it, the cooldown counted down with JavaScript),
 * then the code's form.
 */
export function CodeSteps({
  kind,
  lastResult,
  sendErrors,
  wait,
}: {
  kind: keyof typeof KINDS;
  lastResult?: SubmissionResult<string[]>;
  sendErrors?: string[];
  wait: number;
}) {
  const { formId, sendErrorId, sendIntent, verifyIntent, texts } = KINDS[kind];
  const { t } = useTranslation(["account", "auth"]);
  const [form, fields] = useZodForm(CodeSchema, { id: formId, lastResult });
  return (
    <>
      <ResendForm errorId={sendErrorId} errors={sendErrors} wait={wait} intent={sendIntent}>
        {t(`${texts}.send`)}
      </ResendForm>
      <ConformForm form={form}>
        <CodeField field={fields.code} label={t(`${texts}.code`)} hint={t("auth:verification2.codeHint")} />
        <SubmitButton name="intent" value={verifyIntent}>
          {t(`${texts}.submit`)}
        </SubmitButton>
      </ConformForm>
    </>
  );
}
