import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { ConformForm, PasswordField, PhoneField, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { localPhone } from "~/lib/normalize";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/redirect";
import { SigninSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { minutesUntil, refusalText } from "~/server/rate-limit.server";
import { signIn } from "~/features/auth/sign-in.server";
import { readRememberedPhone, redirectWithMessage, requireAnonymous, startSession } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { cutText } from "~/lib/text-length";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  const remembered = await readRememberedPhone(request, context, "verify");
  return json({
    // Carried as given: the action cleans it once, where it is followed.
    redirectTo: cutText(url.searchParams.get("redirectTo") ?? "", 2048),
    phone: remembered ? localPhone(remembered.phone) : "",
    meta: { title: context.t("auth:signin.title"), description: context.t("auth:meta.signinDescription") },
  });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SigninSchema });
  const hidden = ["password"];
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: hidden }) }, { status: 400 });
  }
  const { phone, password, redirectTo } = submission.value;
  const outcome = await signIn(context, { phone, password, clientAddress: context.clientAddress, appEnv: context.config.APP_ENV });
  if (!outcome.ok) {
    if (outcome.reason === "limited") {
      const message = refusalText(context, "auth:errors.tooManyAttempts", { minutes: minutesUntil(outcome.limit) });
      return json({ result: submission.reply({ formErrors: [message], hideFields: hidden }) }, { status: 429 });
    }
    const key = outcome.reason === "suspended" ? "auth:errors.suspended" : "auth:errors.invalidCredentials";
    return json({ result: submission.reply({ formErrors: [key], hideFields: hidden }) }, { status: outcome.reason === "suspended" ? 403 : 400 });
  }
  await startSession(request, context, outcome.user.id);
  return redirectWithMessage(context, safeRedirectPath(redirectTo), "success", "auth:toasts.signedIn");
}

export default function Signin() {
  const { redirectTo, phone } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useZodForm(SigninSchema, { id: "signin" });
  return (
    <AuthCard
      title={t("signin.title")}
      intro={t("signin.intro")}
      links={[
        { to: "/auth/forget-password", text: t("signin.forgot") },
        { to: "/auth/signup", text: t("signin.signUp"), before: t("signin.noAccount") },
      ]}
    >
      <ConformForm form={form} toastErrors>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PhoneField field={fields.phone} label={t("signin.phone")} known={phone} />
        <PasswordField field={fields.password} label={t("signin.password")} />
        <SubmitButton>{t("signin.submit")}</SubmitButton>
      </ConformForm>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
