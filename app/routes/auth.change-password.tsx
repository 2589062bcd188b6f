import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { CodeField } from "~/features/auth/components/code-field";
import { ConformForm, PasswordField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { pageMeta } from "~/lib/meta";
import { localPhone } from "~/lib/normalize";
import { ResetPasswordSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { findUserByPhone, resetPassword } from "~/features/auth/accounts.server";
import { checkCodeFor, publicCodeError } from "~/features/auth/codes.server";
import { withRateLimit, replyRefused, refusalText } from "~/server/rate-limit.server";
import { forgetPhone, readRememberedPhone, redirectWithMessage, requireAnonymous } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";

const hidden = ["password", "confirmPassword", "code"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const remembered = await readRememberedPhone(request, context, "reset");
  return json({
    phone: remembered ? localPhone(remembered.phone) : "",
    meta: { title: context.t("auth:change.title"), description: context.t("auth:meta.passwordDescription") },
  });
}

// Code, new password and confirmation; every session and API token of the user ends.
// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  const limited = await withRateLimit(context, "codeCheckAddress");
  if (limited) {
    return json({ result: replyRefused(context, submission, limited, "form", { hideFields: hidden }) }, { status: limited.status });
  }
  const { phone, code, password } = submission.value;
  const user = await findUserByPhone(context, phone);
  // One answer for a wrong, expired, locked or never-sent code, and for a
  // number without an account: the reply must not tell which.
  const result = await checkCodeFor({ db: context.db, secret: context.config.SESSION_SECRET }, user?.id ?? null, phone, "reset_password", code);
  if (result.status !== "ok") {
    const error = publicCodeError(result);
    const message = refusalText(context, error.key, error.values);
    return json({ result: submission.reply({ fieldErrors: { code: [message] }, hideFields: hidden }) }, { status: error.status });
  }
  await resetPassword(context, user!.id, password);
  await forgetPhone(context, "reset");
  return redirectWithMessage(context, "/auth/signin", "success", "auth:toasts.passwordReset");
}

export default function ChangePassword() {
  const { phone } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useZodForm(ResetPasswordSchema, { id: "change-password" });
  return (
    <AuthCard title={t("change.title")} intro={t("change.intro")} links={[{ to: "/auth/forget-password", text: t("change.resend") }]}>
      <ConformForm form={form}>
        <PhoneField field={fields.phone} label={t("change.phone")} known={phone} />
        <CodeField field={fields.code} label={t("change.code")} />
        <PasswordField field={fields.password} label={t("change.password")} isNew />
        <PasswordField field={fields.confirmPassword} label={t("change.confirmPassword")} isNew />
        <SubmitButton>{t("change.submit")}</SubmitButton>
      </ConformForm>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? [...pageMeta(matches, location, data.meta), { name: "robots", content: "noindex" }] : [];

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
