import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";

import { AuthCard } from "~/features/auth/components/auth-card";
import { ConformForm, PhoneField, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { pageMeta } from "~/lib/meta";
import { PhoneSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { findUserByPhone } from "~/features/auth/accounts.server";
import { requestCode, typedNumberCodes } from "~/features/auth/codes.server";
import { codeMail, trySendMail } from "~/server/mail.server";
import { withRateLimit, replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, rememberPhone, requireAnonymous } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return json({ meta: { title: context.t("auth:forget.title"), description: context.t("auth:meta.passwordDescription") } });
}

// The phone number; a code goes to the account's e-mail. The answer is the
// same whether or not the phone is registered.
// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const submission = parseWithZod(await request.formData(), { schema: PhoneSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const limited = await withRateLimit(context, "codeRequestAddress");
  if (limited) {
    return json({ result: replyRefused(context, submission, limited) }, { status: limited.status });
  }
  const { phone } = submission.value;
  const user = await findUserByPhone(context, phone);
  // A code that goes out counts against the typed number's day and this address's, never the owner's own; past
  // them nothing is sent and the answer stays the same (it would tell whether the number has an account).
  const asked = await requestCode(
    { db: context.db, secret: context.config.SESSION_SECRET },
    {
      caps: typedNumberCodes(phone, context.clientAddress, context.config.APP_ENV),
      purpose: "reset_password",
      send: user ? { userId: user.id, email: user.email } : null,
    },
  );
  if (asked.status === "sent" && user) {
    await trySendMail(context, codeMail("reset_password", { to: user.email, name: user.firstName, code: asked.code, language: user.language }));
  }
  await rememberPhone(context, "reset", { phone, userId: null });
  return redirectWithMessage(context, "/auth/change-password", "info", "auth:toasts.codeSentIfExists");
}

export default function ForgetPassword() {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useZodForm(PhoneSchema, { id: "forget-password" });
  return (
    <AuthCard title={t("forget.title")} intro={t("forget.intro")} links={[{ to: "/auth/signin", text: t("forget.back") }]}>
      <ConformForm form={form}>
        <PhoneField field={fields.phone} label={t("forget.phone")} />
        <SubmitButton>{t("forget.submit")}</SubmitButton>
      </ConformForm>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
