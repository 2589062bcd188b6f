import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { AuthCard } from "~/features/auth/components/auth-card";
import { FieldErrors, FormErrors, PasswordField, PhoneField, SubmitButton, TextField } from "~/components/forms/fields";
import { SpamTrap } from "~/components/ui/spam-trap";
import { useZodForm } from "~/components/forms/use-zod-form";
import { pageMeta } from "~/lib/meta";
import { SignupSchema } from "~/lib/schemas/auth";
import { isSpam } from "~/server/honeypot.server";
import { useTranslation } from "~/lib/use-translation";
import { registerAccount } from "~/features/auth/registration.server";
import { type Conflict } from "~/features/auth/accounts.server";
import { replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, rememberPhone, requireAnonymous } from "~/server/session.server";
import { keepFormOnOutage } from "~/server/outage.server";

const hidden = ["password", "confirmPassword"];
const conflictMessages: Record<Conflict, string> = {
  phone: "auth:errors.phoneTaken",
  email: "auth:errors.emailTaken",
  username: "auth:errors.usernameTaken",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context);
  return json({ meta: { title: context.t("auth:signup.title"), description: context.t("auth:meta.signupDescription") } });
}

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SignupSchema });
  const failed = ["auth:toasts.signupFailed"];
  if (isSpam(formData)) {
    return json({ result: submission.reply({ formErrors: failed, hideFields: hidden }) }, { status: 400 });
  }
  if (submission.status !== "success") {
    return json({ result: submission.reply({ formErrors: failed, hideFields: hidden }) }, { status: 400 });
  }
  const registered = await registerAccount(context, submission.value);
  if (!registered.ok && "refusal" in registered) {
    return json({ result: replyRefused(context, submission, registered.refusal, "form", { hideFields: hidden }) }, { status: registered.refusal.status });
  }
  if (!registered.ok) {
    const fieldErrors = Object.fromEntries(registered.conflicts.map((conflict) => [conflict, [conflictMessages[conflict]]]));
    return json({ result: submission.reply({ formErrors: failed, fieldErrors, hideFields: hidden }) }, { status: 400 });
  }
  const { user } = registered;
  await rememberPhone(context, "verify", { phone: user.phone, userId: user.id });
  return redirectWithMessage(context, "/auth/verification2", "success", "auth:toasts.signedUp");
}

export default function Signup() {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useZodForm(SignupSchema, { id: "signup" });
  const initialType = fields.accountType.initialValue === "trader" ? "trader" : "customer";
  const agreed = getInputProps(fields.agreed, { type: "checkbox" });
  return (
    <AuthCard title={t("signup.title")} intro={t("signup.intro")} links={[{ to: "/auth/signin", text: t("signup.signIn"), before: t("signup.haveAccount") }]}>
      <Form
        method="post"
        className="auth-form"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        aria-describedby={form.errors ? form.errorId : undefined}
      >
        <FormErrors form={form} toast />
        <fieldset className="choice-group">
          <legend>{t("signup.accountType")}</legend>
          {(["customer", "trader"] as const).map((type) => {
            const { key, ...props } = getInputProps(fields.accountType, { type: "radio", value: type });
            return (
              <label key={type} className="choice">
                <input key={key} {...props} id={`${fields.accountType.id}-${type}`} defaultChecked={initialType === type} />
                <span>{t(`signup.${type}`)}</span>
              </label>
            );
          })}
          <FieldErrors id={fields.accountType.errorId} errors={fields.accountType.errors} />
        </fieldset>
        <div className="auth-row">
          <TextField field={fields.firstName} label={t("signup.firstName")} inputProps={{ autoComplete: "given-name" }} />
          <TextField field={fields.lastName} label={t("signup.lastName")} inputProps={{ autoComplete: "family-name" }} />
        </div>
        <TextField field={fields.username} label={t("signup.username")} inputProps={{ autoComplete: "username", dir: "auto" }} />
        <TextField
          field={fields.email}
          type="email"
          label={t("signup.email")}
          hint={t("signup.emailHint")}
          inputProps={{ autoComplete: "email", dir: "ltr" }}
        />
        <PhoneField field={fields.phone} label={t("signup.phone")} hint={t("signup.phoneHint")} />
        {/* Traders give a company name: the stylesheet hides it while "customer" is checked, before and after hydration alike. */}
        <div className="company-field">
          <TextField field={fields.companyName} label={t("signup.companyName")} hint={t("signup.companyHint")} inputProps={{ autoComplete: "organization" }} />
        </div>
        <PasswordField field={fields.password} label={t("signup.password")} hint={t("signup.passwordHint")} isNew />
        <PasswordField field={fields.confirmPassword} label={t("signup.confirmPassword")} isNew />
        <div className="field">
          <label className="choice">
            <input {...agreed} key={agreed.key} />
            <span>{t("signup.agreed")}</span>
          </label>
          <FieldErrors id={fields.agreed.errorId} errors={fields.agreed.errors} />
        </div>
        <SpamTrap label={t("auth:signup.honeypot")} />
        <SubmitButton>{t("signup.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => (data ? pageMeta(matches, location, data.meta) : []);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
