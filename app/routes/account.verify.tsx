import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "~/features/auth/components/code-field";
import { ConformForm, SubmitButton } from "~/components/forms/fields";
import { ResendForm } from "~/features/auth/components/resend-button";
import { useZodForm } from "~/components/forms/use-zod-form";
import { accountMeta } from "~/features/account/components/meta";
import { checkOwnCode, sendOwnCode } from "~/features/auth/use-cases.server";
import { CodeSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { markVerified, maskEmail } from "~/features/auth/accounts.server";
import { resendWait } from "~/features/auth/codes.server";
import { type Refusal, replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";

// "Verify your account": the same code flow as /auth/verification, for a
// signed-in user whose account is not verified yet.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({
    verified: user.verified,
    email: maskEmail(user.email),
    wait: user.verified ? 0 : await resendWait(context, user.id, "verify"),
    meta: { title: String(context.t("account:tabs.verify")) },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent") === "send" ? "send" : "verify";
  const submission = parseWithZod(formData, { schema: CodeSchema });
  if (user.verified) return redirectWithMessage(context, "/account/verify", "info", "account:verify.verifiedText");
  const refused = (refusal: Refusal, at: "form" | { field: string } = "form") =>
    json({ intent, result: replyRefused(context, submission, refusal, at) }, { status: refusal.status });
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
  const { verified, email, wait } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account", "auth"]);
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(CodeSchema, { id: "account-verify", lastResult: data?.intent === "verify" ? data.result : undefined });
  const sendErrors = data?.intent === "send" ? (data.result.error?.[""] ?? undefined) : undefined;
  return (
    <section className="account-card" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("verify.title")}</h2>
      {verified ? (
        <p className="notice notice-success" role="status">
          {t("verify.verifiedText")}
        </p>
      ) : (
        <>
          <p>{t("verify.unverifiedText", { email })}</p>
          <ResendForm errorId="send-errors" errors={sendErrors} wait={wait} intent="send">
            {t("verify.send")}
          </ResendForm>
          <ConformForm form={form}>
            <CodeField field={fields.code} label={t("verify.code")} hint={t("auth:verification2.codeHint")} />
            <SubmitButton name="intent" value="verify">
              {t("verify.submit")}
            </SubmitButton>
          </ConformForm>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
