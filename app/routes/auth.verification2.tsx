import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { CodeField } from "~/features/auth/components/code-field";
import { ConformForm, SubmitButton } from "~/components/forms/fields";
import { ResendForm } from "~/features/auth/components/resend-button";
import { useZodForm } from "~/components/forms/use-zod-form";
import { pageMeta } from "~/lib/meta";
import { localPhone } from "~/lib/normalize";
import { CodeSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { confirmVerificationCode, sendPhoneCode, sendVerificationCode } from "~/features/auth/registration.server";
import { findUserByPhone, getUserById, maskEmail } from "~/features/auth/accounts.server";
import { resendWait } from "~/features/auth/codes.server";
import { newestCodePurpose } from "~/features/auth/queries.server";
import { type Refusal, replyRefused } from "~/server/rate-limit.server";
import { forgetPhone, getSession, readRememberedPhone, redirectWithMessage, type Remembered } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";

// Step 2 of verification: the 6-digit code from the e-mail, with a resend
// button that respects the cooldown. Right after sign-up, the code can also
// be sent by SMS to the account's number instead (its own cooldown); the
// code typed is checked against the newest one asked for, e-mail or SMS. Where the code went, the cooldown and
// why a code failed are told only to the browser that signed the account up
// (its signed cookie holds the account id); for a number typed on
// /auth/verification every answer is the same whether or not it has an
// account.
async function accountOf(context: LoaderFunctionArgs["context"], remembered: Remembered) {
  const account = remembered.userId !== null ? await getUserById(context, remembered.userId) : await findUserByPhone(context, remembered.phone);
  return { account, waiting: account && !account.verified ? account : null, fromSignup: remembered.userId !== null };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const remembered = await readRememberedPhone(request, context, "verify");
  if (!remembered) throw redirect("/auth/verification");
  const { waiting, fromSignup } = await accountOf(context, remembered);
  const shown = fromSignup ? waiting : null;
  // Where the newest code went: by SMS when one was sent after the last e-mail.
  // (Compared by which was written last: the sign-up's e-mail and an SMS asked for at once share a second.)
  const newest = shown ? await newestCodePurpose(context, shown.id, ["verify", "verify_phone"]) : null;
  return json({
    phone: localPhone(remembered.phone),
    sentTo: shown ? maskEmail(shown.email) : null,
    bySms: newest === "verify_phone",
    wait: shown ? await resendWait(context, shown.id, "verify") : 0,
    smsWait: shown ? await resendWait(context, shown.id, "verify_phone") : 0,
    meta: { title: context.t("auth:verification2.title"), description: context.t("auth:meta.verificationDescription") },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const remembered = await readRememberedPhone(request, context, "verify");
  if (!remembered) throw redirect("/auth/verification");
  const formData = await request.formData();
  const intent = formData.get("intent") === "resend" ? "resend" : formData.get("intent") === "sms" ? "sms" : "verify";
  const submission = parseWithZod(formData, { schema: CodeSchema });
  const { account, fromSignup } = await accountOf(context, remembered);
  const refused = (refusal: Refusal, at: "form" | { field: string } = "form") =>
    json({ intent, result: replyRefused(context, submission, refusal, at) }, { status: refusal.status });
  if (intent === "sms") {
    // Offered only to the browser that signed the account up, while it waits for its code.
    const waiting = fromSignup && account && !account.verified ? account : null;
    if (!waiting) return redirect("/auth/verification2");
    const sent = await sendPhoneCode(context, waiting);
    if (!sent.ok) return refused(sent.refusal);
    return redirectWithMessage(context, "/auth/verification2", sent.sent ? "info" : "error", sent.sent ? "auth:sms.sent" : "auth:sms.notSent");
  }
  if (intent === "resend") {
    const sent = await sendVerificationCode(context, remembered.phone, account, { tellWait: fromSignup });
    if (!sent.ok) return refused(sent.refusal);
    return redirectWithMessage(context, "/auth/verification2", "info", fromSignup && sent.sent ? "auth:toasts.codeSent" : "auth:toasts.codeSentIfExists");
  }

  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const confirmed = await confirmVerificationCode(context, remembered.phone, account, submission.value.code, { knownAccount: fromSignup });
  if (!confirmed.ok) return refused(confirmed.refusal, { field: "code" });
  await forgetPhone(context, "verify");
  if (await getSession(request, context)) return redirectWithMessage(context, "/account/verify", "success", "auth:toasts.verified");
  return redirect("/auth/verification-confirmed");
}

export default function Verification2() {
  const { phone, sentTo, bySms, wait, smsWait } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["auth"]);
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(CodeSchema, { id: "verification2", lastResult: data?.intent === "verify" ? data.result : undefined });
  const resendErrors = data?.intent === "resend" ? (data.result.error?.[""] ?? undefined) : undefined;
  const smsErrors = data?.intent === "sms" ? (data.result.error?.[""] ?? undefined) : undefined;
  return (
    <AuthCard
      title={t("verification2.title")}
      intro={bySms ? t("verification2.introSms", { phone }) : t("verification2.intro", { phone })}
      links={[{ to: "/auth/verification", text: t("verification2.changePhone") }]}
    >
      {sentTo ? <p className="auth-sent">{bySms ? t("verification2.sentToPhone", { phone }) : t("verification2.sentTo", { email: sentTo })}</p> : null}
      <ConformForm form={form}>
        <CodeField field={fields.code} label={t("verification2.code")} hint={t(sentTo ? "sms.codeHint" : "verification2.codeHint")} />
        <SubmitButton name="intent" value="verify">
          {t("verification2.submit")}
        </SubmitButton>
      </ConformForm>
      <ResendForm errorId="resend-errors" errors={resendErrors} wait={wait} intent="resend">
        {t("verification2.resend")}
      </ResendForm>
      {sentTo ? (
        <div className="sms-choice">
          <p>{t("sms.choice", { phone })}</p>
          <ResendForm errorId="sms-errors" errors={smsErrors} wait={smsWait} intent="sms">
            {t("sms.send")}
          </ResendForm>
        </div>
      ) : null}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? [...pageMeta(matches, location, data.meta), { name: "robots", content: "noindex" }] : [];

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
