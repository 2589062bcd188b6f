import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "~/components/auth/code-field";
import { FormErrors, SubmitButton } from "~/components/auth/fields";
import { ResendButton } from "~/components/auth/resend-button";
import { useZodForm } from "~/components/auth/use-zod-form";
import { accountMeta } from "~/components/account/meta";
import { CodeSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { markVerified, maskEmail } from "~/modules/accounts.server";
import { checkCode, codeError, codeSubject, hoursUntil, requestCode, resendWait } from "~/modules/codes.server";
import { codeMail, trySendMail } from "~/modules/mail.server";
import { withRateLimit } from "~/modules/rate-limit.server";
import { assertSameOrigin, redirectWithMessage, requireUser } from "~/modules/session.server";

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

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent") === "send" ? "send" : "verify";
  const submission = parseWithZod(formData, { schema: CodeSchema });
  if (user.verified) return redirectWithMessage(context, "/account/verify", "info", "account:verify.verifiedText");
  const codes = { db: context.db, secret: context.config.SESSION_SECRET };

  if (intent === "send") {
    const limited = await withRateLimit(context, "codeRequestAddress");
    if (limited) {
      const message = String(context.t(limited.key, limited.values));
      return json({ intent, result: submission.reply({ formErrors: [message] }) }, { status: limited.status });
    }
    const asked = await requestCode(codes, { subject: codeSubject(user.id), purpose: "verify", send: { userId: user.id, email: user.email } });
    if (asked.status !== "sent") {
      const message =
        asked.status === "wait"
          ? context.t("auth:errors.resendWait", { seconds: asked.seconds })
          : context.t("auth:errors.codeRequestsPerDay", { hours: asked.status === "limited" ? hoursUntil(asked.retryAfter) : 24 });
      return json({ intent, result: submission.reply({ formErrors: [String(message)] }) }, { status: 429 });
    }
    await trySendMail(context, codeMail("verify", { to: user.email, name: user.firstName, code: asked.code, language: context.language }));
    return redirectWithMessage(context, "/account/verify", "info", "account:toasts.codeSent");
  }

  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const limited = await withRateLimit(context, "codeCheckAddress");
  if (limited) {
    const message = String(context.t(limited.key, limited.values));
    return json({ intent, result: submission.reply({ formErrors: [message] }) }, { status: limited.status });
  }
  const result = await checkCode(codes, user.id, "verify", submission.value.code);
  if (result.status !== "ok") {
    const error = codeError(result);
    const message = String(context.t(error.key, error.values));
    return json(
      { intent, result: submission.reply({ fieldErrors: { code: [message] } }) },
      { status: result.status === "locked" || result.status === "limited" ? 429 : 400 },
    );
  }
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
          <Form method="post" className="resend-form">
            <FormErrors form={{ errorId: "send-errors", errors: sendErrors }} />
            <ResendButton wait={wait} name="intent" value="send">
              {t("verify.send")}
            </ResendButton>
          </Form>
          <Form method="post" className="auth-form" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate}>
            <FormErrors form={form} />
            <CodeField field={fields.code} label={t("verify.code")} hint={t("auth:verification2.codeHint")} />
            <SubmitButton name="intent" value="verify">
              {t("verify.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
