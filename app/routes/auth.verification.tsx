import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { sendVerificationCode } from "~/features/auth/registration.server";
import { ConformForm, PhoneField, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { pageMeta } from "~/lib/meta";
import { localPhone } from "~/lib/normalize";
import { PhoneSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { findUserByPhone, getUserById, maskEmail } from "~/features/auth/accounts.server";
import { replyRefused } from "~/server/rate-limit.server";
import { readRememberedPhone, redirectWithMessage, rememberPhone } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { ButtonLink } from "~/components/ui/button-link";

// Step 1 of verification: whose account. After sign-up the phone is
// remembered and the code is already on its way; otherwise the visitor gives
// the phone and a code goes to that account's e-mail. The answer is the same
// whether or not the phone is registered.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const remembered = await readRememberedPhone(request, context, "verify");
  let sentTo: string | null = null;
  if (remembered?.userId) {
    const user = await getUserById(context, remembered.userId);
    if (user && !user.verified) sentTo = maskEmail(user.email);
  }
  return json({
    phone: remembered ? localPhone(remembered.phone) : "",
    sentTo,
    meta: { title: context.t("auth:verification.title"), description: context.t("auth:meta.verificationDescription") },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PhoneSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { phone } = submission.value;
  const sent = await sendVerificationCode(context, phone, await findUserByPhone(context, phone));
  if (!sent.ok) {
    return json({ result: replyRefused(context, submission, sent.refusal) }, { status: sent.refusal.status });
  }
  // A typed number is remembered without its account: the next screens
  // answer the same whether or not it has one (only sign-up remembers the account).
  await rememberPhone(context, "verify", { phone, userId: null });
  return redirectWithMessage(context, "/auth/verification2", "info", "auth:toasts.codeSentIfExists");
}

export default function Verification() {
  const { phone, sentTo } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useZodForm(PhoneSchema, { id: "verification" });
  return (
    <AuthCard title={t("verification.title")} intro={t("verification.intro")}>
      {sentTo ? (
        <div className="notice notice-info auth-sent" role="status">
          <p>{t("verification.sentTo", { email: sentTo })}</p>
          <ButtonLink to="/auth/verification2" kind="primary">
            {t("verification.haveCode")}
          </ButtonLink>
        </div>
      ) : null}
      <ConformForm form={form}>
        <PhoneField field={fields.phone} label={t("verification.phone")} known={phone} />
        <SubmitButton className={sentTo ? "button secondary" : "button primary"}>{t("verification.send")}</SubmitButton>
      </ConformForm>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? [...pageMeta(matches, location, data.meta), { name: "robots", content: "noindex" }] : [];

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
