import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeField } from "~/features/auth/components/code-field";
import { ConformForm, FormErrors, PasswordField, PhoneField, SubmitButton, SubmitRow, TextField } from "~/components/forms/fields";
import { ResendButton } from "~/features/auth/components/resend-button";
import { useZodForm } from "~/components/forms/use-zod-form";
import { accountMeta } from "~/features/account/components/meta";
import { checkOwnCode, sendOwnCode } from "~/features/auth/registration.server";
import { localPhone } from "~/lib/normalize";
import { ChangePasswordSchema, EmailCodeSchema, ProfileSchema } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";
import { formatPrice } from "~/lib/format";
import { EmptyState } from "~/components/ui/empty-state";
import { editHref } from "~/features/ads/components/own-ad-actions";
import { ADD_AD_PATH } from "~/components/layout/site-header";
import { listOwnAds } from "~/features/ads/editor-queries.server";
import { cancelEmailChange, maskEmail, replacePassword } from "~/features/auth/accounts.server";
import { resendWait } from "~/features/auth/codes.server";
import { minutesUntil, type Refusal, replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, requireSession, requireUser, startSession } from "~/server/session.server";
import { confirmNewEmail, saveProfile } from "~/features/account/profile.server";
import { checkCurrentPassword } from "~/features/auth/sign-in.server";
import { readImage } from "~/server/uploads.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";
import { ButtonLink } from "~/components/ui/button-link";

/** How many of the user's newest ads the account home shows (all of them are on "my ads"). */
const HOME_ADS = 6;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const own = await listOwnAds(context, user.id);
  return json({
    ads: own.ads
      .slice(0, HOME_ADS)
      .map(({ id, name, price, status, image, image_width, image_height }) => ({ id, name, price, status, image, image_width, image_height })),
    moreAds: own.hasMore || own.ads.length > HOME_ADS,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: localPhone(user.phone),
      companyName: user.companyName ?? "",
      image: user.image,
      isTrader: user.isTrader,
    },
    pendingEmail: user.pendingEmail ? maskEmail(user.pendingEmail) : null,
    wait: user.pendingEmail ? await resendWait(context, user.id, "change_email") : 0,
    meta: { title: String(context.t("account:tabs.account")) },
  });
}

type Intent = "profile" | "password" | "confirmEmail" | "resendEmail" | "cancelEmail";
const intents: Intent[] = ["profile", "password", "confirmEmail", "resendEmail", "cancelEmail"];

// The form stays filled in when the database is unavailable (server/outage.server.ts). A call inside the
// action, not around it at the module's top: the browser build drops the action and what only it uses.
export async function action(args: ActionFunctionArgs) {
  return keepFormOnOutage(formAction)(args);
}

async function formAction({ request, context }: ActionFunctionArgs) {
  const { user } = await requireSession(request, context);
  const formData = await request.formData();
  const asked = String(formData.get("intent") ?? "profile") as Intent;
  const intent: Intent = intents.includes(asked) ? asked : "profile";
  const env = context.config.APP_ENV;

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: ProfileSchema });
    const hidden = ["currentPassword"];
    if (submission.status !== "success") return json({ intent, result: submission.reply({ hideFields: hidden }) }, { status: 400 });
    const value = submission.value;
    const image = value.image ? await readImage(value.image) : null;
    if (image && !image.ok) {
      const message = image.error === "tooLarge" ? "account:errors.imageTooLarge" : "account:errors.imageType";
      return json({ intent, result: submission.reply({ fieldErrors: { image: [message] }, hideFields: hidden }) }, { status: 400 });
    }
    const changes = { firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone, companyName: value.companyName };
    const saved = await saveProfile(context, user, changes, { currentPassword: value.currentPassword, image: image?.ok ? image : null });
    if (!saved.ok) {
      if (saved.status === 429) {
        const message = String(context.t(saved.message.key, saved.message.values));
        return json({ intent, result: submission.reply({ formErrors: [message], hideFields: hidden }) }, { status: 429 });
      }
      const fieldErrors = Object.fromEntries(Object.entries(saved.fieldErrors).map(([field, key]) => [field, [key]]));
      const formErrors = saved.fieldErrors.currentPassword || saved.fieldErrors.companyName ? [] : ["account:errors.updateFailed"];
      return json({ intent, result: submission.reply({ formErrors, fieldErrors, hideFields: hidden }) }, { status: 400 });
    }
    return redirectWithMessage(
      context,
      "/account",
      "success",
      saved.emailChange ? "account:toasts.profileUpdatedConfirmEmail" : "account:toasts.profileUpdated",
    );
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hidden = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") return json({ intent, result: submission.reply({ hideFields: hidden }) }, { status: 400 });
    // Guessing the current password from a stolen session counts like failed sign-ins.
    const checked = await checkCurrentPassword(context, user, submission.value.currentPassword, env);
    if (typeof checked === "object") {
      const message = String(context.t("auth:errors.tooManyAttempts", { minutes: minutesUntil(checked.limited) }));
      return json({ intent, result: submission.reply({ formErrors: [message], hideFields: hidden }) }, { status: 429 });
    }
    if (checked === "wrong") {
      return json(
        { intent, result: submission.reply({ fieldErrors: { currentPassword: ["account:errors.wrongPassword"] }, hideFields: hidden }) },
        { status: 400 },
      );
    }
    // Every session and API token ends; this browser goes on with a new session id.
    await replacePassword(context, user.id, submission.value.newPassword);
    await startSession(request, context, user.id);
    return redirectWithMessage(context, "/account", "success", "account:toasts.passwordChanged");
  }

  const submission = parseWithZod(formData, { schema: EmailCodeSchema });
  if (!user.pendingEmail) {
    return json({ intent, result: submission.reply({ formErrors: ["account:errors.noPendingEmail"] }) }, { status: 400 });
  }
  if (intent === "cancelEmail") {
    await cancelEmailChange(context, user.id);
    return redirectWithMessage(context, "/account", "info", "account:toasts.emailKept");
  }
  const refused = (refusal: Refusal, at: "form" | { field: string } = "form") =>
    json({ intent, result: replyRefused(context, submission, refusal, at) }, { status: refusal.status });
  if (intent === "resendEmail") {
    const sent = await sendOwnCode(context, user, "change_email", user.pendingEmail);
    if (!sent.ok) return refused(sent.refusal);
    return redirectWithMessage(context, "/account", "info", "account:toasts.codeSent");
  }
  // confirmEmail
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const checked = await checkOwnCode(context, user.id, "change_email", submission.value.code);
  if (!checked.ok) return refused(checked.refusal, { field: "code" });
  const confirmed = await confirmNewEmail(context, user, checked.email);
  if (!confirmed.ok) return json({ intent, result: submission.reply({ formErrors: ["account:errors.emailTaken"] }) }, { status: 400 });
  return redirectWithMessage(context, "/account", "success", "account:toasts.emailChanged");
}

export default function AccountTab() {
  const { profile, pendingEmail, wait, ads, moreAds } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account", "auth"]);
  const data = useActionData<typeof action>();
  const resultFor = (intent: Intent) => (data?.intent === intent ? data.result : undefined);
  const { image, isTrader, ...values } = profile;
  const [profileForm, profileFields] = useZodForm(ProfileSchema, { id: "profile", lastResult: resultFor("profile"), defaultValue: values });
  const [passwordForm, passwordFields] = useZodForm(ChangePasswordSchema, { id: "password", lastResult: resultFor("password") });
  const emailResult = resultFor("confirmEmail") ?? resultFor("resendEmail") ?? resultFor("cancelEmail");
  const [emailForm, emailFields] = useZodForm(EmailCodeSchema, { id: "email-code", lastResult: emailResult });
  const profileFailed = data?.intent === "profile";

  return (
    <div className="account-home">
      <OwnAdsSummary ads={ads} more={moreAds} />
      <div className="account-sections">
        {pendingEmail ? (
          <section className="account-card pending-email" aria-labelledby="pending-email-title">
            <h2 id="pending-email-title">{t("email.pendingTitle")}</h2>
            <p>{t("email.pendingText", { email: pendingEmail, current: profile.email })}</p>
            <ConformForm form={emailForm}>
              <CodeField field={emailFields.code} label={t("email.code")} />
              <SubmitRow name="intent" value="confirmEmail">
                {t("email.confirm")}
              </SubmitRow>
            </ConformForm>
            <div className="form-actions">
              <Form method="post">
                <ResendButton wait={wait} name="intent" value="resendEmail">
                  {t("email.resend")}
                </ResendButton>
              </Form>
              <Form method="post">
                <SubmitButton name="intent" value="cancelEmail" className="button secondary">
                  {t("email.cancel")}
                </SubmitButton>
              </Form>
            </div>
          </section>
        ) : null}

        <CardSection titleId="profile-title" title={t("profile.title")}>
          <Form
            method="post"
            encType="multipart/form-data"
            className="auth-form"
            id={profileForm.id}
            onSubmit={profileForm.onSubmit}
            noValidate={profileForm.noValidate}
          >
            <FormErrors form={profileForm} toast />
            <div className="profile-image">
              {image ? (
                <img src={`/media/${image}`} alt={t("profile.currentImage")} width="96" height="96" className="profile-image-preview" />
              ) : (
                <p className="field-hint">{t("profile.noImage")}</p>
              )}
              <TextField
                field={profileFields.image}
                type="file"
                label={t("profile.image")}
                hint={profileFailed ? `${t("profile.imageHint")} ${t("profile.imageAgain")}` : t("profile.imageHint")}
                inputProps={{ accept: "image/jpeg,image/png,image/webp" }}
              />
            </div>
            <div className="auth-row">
              <TextField field={profileFields.firstName} label={t("profile.firstName")} inputProps={{ autoComplete: "given-name" }} />
              <TextField field={profileFields.lastName} label={t("profile.lastName")} inputProps={{ autoComplete: "family-name" }} />
            </div>
            <TextField
              field={profileFields.email}
              type="email"
              label={t("profile.email")}
              hint={t("profile.emailHint")}
              inputProps={{ autoComplete: "email", dir: "ltr" }}
            />
            <PhoneField field={profileFields.phone} label={t("profile.phone")} />
            <PasswordField field={profileFields.currentPassword} label={t("profile.currentPassword")} hint={t("profile.currentPasswordHint")} />
            {isTrader ? (
              <TextField
                field={profileFields.companyName}
                label={t("profile.companyName")}
                hint={t("profile.companyNameHint")}
                inputProps={{ autoComplete: "organization" }}
              />
            ) : null}
            <SubmitRow name="intent" value="profile">
              {t("profile.submit")}
            </SubmitRow>
          </Form>
        </CardSection>

        <CardSection titleId="password-title" title={t("password.title")}>
          <p className="field-hint">{t("password.intro")}</p>
          <ConformForm form={passwordForm}>
            <PasswordField field={passwordFields.currentPassword} label={t("password.current")} />
            <PasswordField field={passwordFields.newPassword} label={t("password.new")} isNew />
            <PasswordField field={passwordFields.confirmPassword} label={t("password.confirm")} isNew />
            <SubmitRow name="intent" value="password">
              {t("password.submit")}
            </SubmitRow>
          </ConformForm>
        </CardSection>
      </div>
    </div>
  );
}

/** The user's newest ads with their states, and the add button, beside the profile. */
function OwnAdsSummary({
  ads,
  more,
}: {
  ads: Array<{ id: number; name: string; price: number; status: string; image: string | null; image_width: number | null; image_height: number | null }>;
  more: boolean;
}) {
  const { t, language } = useTranslation(["account", "ads", "editor"]);
  return (
    <section className="account-card own-ads-summary" aria-labelledby="own-ads-title">
      <div className="row-head">
        <h2 id="own-ads-title">{t("ads.title")}</h2>
        <ButtonLink to={ADD_AD_PATH} kind="primary">
          {t("editor:list.add")}
        </ButtonLink>
      </div>
      {ads.length === 0 ? (
        <EmptyState message={t("ads.empty")} />
      ) : (
        <ul className="own-ads-list">
          {ads.map((ad) => (
            <li key={ad.id}>
              {ad.image ? (
                <img src={`/media/${ad.image}`} alt="" width="64" height="48" loading="lazy" />
              ) : (
                <span className="own-ads-noimage" aria-hidden="true" />
              )}
              <Link to={ad.status === "approved" ? `/categories/product/${ad.id}` : editHref(ad.id)} className="own-ads-name" dir="auto">
                {ad.name}
              </Link>
              <span className={`badge-inline status-${ad.status}`}>{t(`ads:status.${ad.status}`)}</span>
              <data value={ad.price} className="own-ads-price">
                {formatPrice(t, language, ad.price)}
              </data>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/account/ads">{t(more ? "ads.all" : "ads.manage")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
