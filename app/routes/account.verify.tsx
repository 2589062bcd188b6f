import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CodeSteps } from "~/features/auth/components/code-steps";
import { accountMeta } from "~/features/account/components/meta";
import { checkOwnCode, confirmPhoneCode, sendOwnCode, sendPhoneCode } from "~/features/auth/registration.server";
import { PhoneVerifyPart } from "~/features/auth/components/phone-verify";
import { CodeSchema } from "~/lib/schemas/auth";
import { localPhone } from "~/lib/normalize";
import { useTranslation } from "~/lib/use-translation";
import { markVerified, maskEmail } from "~/features/auth/accounts.server";
import { resendWait } from "~/features/auth/codes.server";
import { type Refusal, replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";

// "Verify your account": the e-mail by an e-mailed code (the same code flow
// as /auth/verification), and the phone number by a code sent by SMS. Either
// one makes the account verified (isVerifiedAccount); the phone's own mark
// shows as the "phone verified" badge.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({
    verified: user.verified,
    emailVerified: user.emailVerified,
    email: maskEmail(user.email),
    wait: user.emailVerified ? 0 : await resendWait(context, user.id, "verify"),
    phoneVerified: user.phoneVerified,
    phone: localPhone(user.phone),
    smsWait: user.phoneVerified ? 0 : await resendWait(context, user.id, "verify_phone"),
    meta: { title: String(context.t("account:tabs.verify")) },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

const INTENTS = ["send", "verify", "send-sms", "verify-sms"] as const;

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = INTENTS.find((name) => name === formData.get("intent")) ?? "verify";
  const submission = parseWithZod(formData, { schema: CodeSchema });
  const refused = (refusal: Refusal, at: "form" | { field: string } = "form") =>
    json({ intent, result: replyRefused(context, submission, refusal, at) }, { status: refusal.status });

  if (intent === "send-sms" || intent === "verify-sms") {
    if (user.phoneVerified) return redirectWithMessage(context, "/account/verify", "info", "account:phoneVerify.alreadyVerified");
    if (intent === "send-sms") {
      const sent = await sendPhoneCode(context, user);
      if (!sent.ok) return refused(sent.refusal);
      return redirectWithMessage(
        context,
        "/account/verify",
        sent.sent ? "info" : "error",
        sent.sent ? "account:phoneVerify.sent" : "account:phoneVerify.notSent",
      );
    }
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    const confirmed = await confirmPhoneCode(context, user.id, submission.value.code);
    if (!confirmed.ok) return refused(confirmed.refusal, { field: "code" });
    return redirectWithMessage(context, "/account/verify", "success", "account:phoneVerify.done");
  }

  if (user.emailVerified) return redirectWithMessage(context, "/account/verify", "info", "account:verify.verifiedText");
  if (intent === "send") {
    const sent = await sendOwnCode(context, user, "verify", user.email);
    if (!sent.ok) return refused(sent.refusal);
    return redirectWithMessage(context, "/account/verify", "info", "account:toasts.codeSent");
  }

  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const checked = await checkOwnCode(context, user.id, "verify", submission.value.code);
  if (!checked.ok) return refused(checked.refusal, { field: "code" });
  await markVerified(context, user.id);
  return redirectWithMessage(context, "/account/verify", "success", "account:toasts.verified");
}

export default function AccountVerify() {
  const { verified, emailVerified, email, wait, phoneVerified, phone, smsWait } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account", "auth"]);
  const data = useActionData<typeof action>();
  const sendErrors = data?.intent === "send" ? (data.result.error?.[""] ?? undefined) : undefined;
  return (
    <CardSection titleId="tab-title" title={t("verify.title")}>
      {verified ? (
        <p className="notice notice-success" role="status">
          {t("verify.verifiedText")}
        </p>
      ) : null}
      <h3>{t("phoneVerify.emailTitle")}</h3>
      {emailVerified ? (
        <p>{t("phoneVerify.emailVerified", { email })}</p>
      ) : (
        <>
          <p>{verified ? t("phoneVerify.emailText", { email }) : t("verify.unverifiedText", { email })}</p>
          <CodeSteps kind="email" lastResult={data?.intent === "verify" ? data.result : undefined} sendErrors={sendErrors} wait={wait} />
        </>
      )}
      <PhoneVerifyPart
        verified={phoneVerified}
        phone={phone}
        wait={smsWait}
        lastResult={data?.intent === "verify-sms" ? data.result : undefined}
        sendErrors={data?.intent === "send-sms" ? (data.result.error?.[""] ?? undefined) : undefined}
      />
    </CardSection>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
