import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth/auth-card";
import { FormErrors, SubmitButton, TextField } from "~/components/auth/fields";
import { useZodForm } from "~/components/auth/use-zod-form";
import { localPhone } from "~/lib/normalize";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/redirect";
import { SigninSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { minutesUntil } from "~/modules/rate-limit.server";
import { signIn } from "~/modules/signin.server";
import { readRememberedPhone, redirectWithMessage, requireAnonymous, startSession } from "~/modules/session.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  const url = new URL(request.url);
  const remembered = await readRememberedPhone(request, context, "verify");
  return json({
    // Carried as given: the action cleans it once, where it is followed.
    redirectTo: url.searchParams.get("redirectTo")?.slice(0, 2048) ?? "",
    phone: remembered ? localPhone(remembered.phone) : "",
    meta: { title: context.t("auth:signin.title"), description: context.t("auth:meta.signinDescription") },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
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
      const message = String(context.t("auth:errors.tooManyAttempts", { minutes: minutesUntil(outcome.limit) }));
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
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useZodForm(SigninSchema, { id: "signin", lastResult });
  return (
    <AuthCard
      title={t("signin.title")}
      intro={t("signin.intro")}
      footer={
        <>
          <p>
            <Link to="/auth/forget-password">{t("signin.forgot")}</Link>
          </p>
          <p>
            {t("signin.noAccount")} <Link to="/auth/signup">{t("signin.signUp")}</Link>
          </p>
        </>
      }
    >
      <Form method="post" className="auth-form" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate}>
        <FormErrors form={form} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          field={fields.phone}
          type="tel"
          label={t("signin.phone")}
          inputProps={{
            autoComplete: "tel-national",
            inputMode: "tel",
            dir: "ltr",
            ...(fields.phone.initialValue === undefined && phone ? { defaultValue: phone } : {}),
          }}
        />
        <TextField field={fields.password} type="password" label={t("signin.password")} inputProps={{ autoComplete: "current-password", dir: "ltr" }} />
        <SubmitButton>{t("signin.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);
