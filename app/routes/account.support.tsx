import { requestDigest } from "~/server/request-hash.server";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AttachmentPicker } from "~/features/account/components/attachment-picker";
import { accountMeta } from "~/features/account/components/meta";
import { ConformForm, SubmitRow, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { formatNumber, isoTime } from "~/lib/format";
import { localPhone, whatsappNumber } from "~/lib/normalize";
import { newSubmitKey, parseSubmitKey, SUBMIT_KEY_FIELD } from "~/lib/submit-key";
import { formatBytes, MAX_ATTACHMENTS, SupportSchema } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";
import { withRateLimit, replyRefused } from "~/server/rate-limit.server";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { attachmentPath, createSupportRequest } from "~/features/support/support.server";
import { listSupportRequests } from "~/features/support/queries.server";
import { sortAttachments } from "~/server/uploads.server";
import { keepFormOnOutage } from "~/server/outage.server";
import { CardSection } from "~/components/ui/card-section";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const previous = await listSupportRequests(context, user.id);
  return json({
    // A new key each time the form is rendered: posting it twice sends one request.
    submitKey: newSubmitKey(),
    phone: context.config.SUPPORT_PHONE,
    previous: previous.map((item) => ({ ...item, attachments: item.attachments.map((file) => ({ ...file, href: attachmentPath(file.id) })) })),
    meta: { title: String(context.t("account:tabs.support")) },
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
  const submission = parseWithZod(formData, { schema: SupportSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const limited = await withRateLimit(context, "supportUser", String(user.id));
  if (limited) {
    return json({ result: replyRefused(context, submission, limited) }, { status: limited.status });
  }
  const files = formData.getAll("attachments").filter((value): value is File => value instanceof File);
  const { kept, skipped } = sortAttachments(files, MAX_ATTACHMENTS);
  const submitKey = parseSubmitKey(formData.get(SUBMIT_KEY_FIELD));
  const submitDigest = submitKey ? await requestDigest(request.method, new URL(request.url).pathname, formData.entries(), [SUBMIT_KEY_FIELD]) : null;
  const created = await createSupportRequest(context, user, { ...submission.value, files: kept, submitKey, submitDigest }, context.language);
  if (!created.ok && created.error === "keyReused") {
    // Sent again, changed, from a page the browser kept: nothing sent; what was typed stays, with a new key for the next send.
    return json({ result: submission.reply({ formErrors: [String(context.t("account:support.sentBefore"))] }), submitKey: newSubmitKey() }, { status: 409 });
  }
  if (!created.ok) {
    // The form comes back with what the user typed.
    const message = String(context.t("account:support.dailyLimit", { limit: formatNumber(created.limit, context.language) }));
    return json({ result: submission.reply({ formErrors: [message] }) }, { status: 429 });
  }
  if (skipped.length > 0 && !created.repeated) {
    return redirectWithMessage(context, "/account/support", "info", "account:toasts.supportSentSkipped", {
      names: skipped.join(String(context.t("common:listSeparator"))),
    });
  }
  return redirectWithMessage(context, "/account/support", "success", "account:toasts.supportSent");
}

export default function AccountSupport() {
  const loaded = useLoaderData<typeof loader>();
  const { phone, previous } = loaded;
  const { t } = useTranslation(["account", "auth"]);
  const actionData = useActionData<typeof action>();
  const lastResult = actionData?.result;
  // A form refused for its key carries a new one (loaders are not run again after a refused post).
  const submitKey = actionData && "submitKey" in actionData && typeof actionData.submitKey === "string" ? actionData.submitKey : loaded.submitKey;
  const [form, fields] = useZodForm(SupportSchema, { id: "support", lastResult });
  return (
    <div className="account-sections">
      <CardSection titleId="tab-title" title={t("support.title")}>
        <p>{t("support.intro")}</p>
        <ConformForm form={form} encType="multipart/form-data">
          <input type="hidden" name={SUBMIT_KEY_FIELD} value={submitKey} />
          <TextField field={fields.subject} label={t("support.subject")} />
          <TextAreaField field={fields.message} label={t("support.message")} />
          <AttachmentPicker
            name="attachments"
            label={t("support.attachments")}
            hint={lastResult ? `${t("support.attachHint")} ${t("support.filesAgain")}` : t("support.attachHint")}
            max={MAX_ATTACHMENTS}
          />
          <SubmitRow>{t("support.submit")}</SubmitRow>
        </ConformForm>
      </CardSection>
      <CardSection titleId="contact-title" title={t("support.contactTitle")}>
        <div className="form-actions">
          <a className="button secondary" href={`tel:${phone}`}>
            {t("support.call", { phone: localPhone(phone) })}
          </a>
          <a className="button secondary" href={`https://wa.me/${whatsappNumber(phone)}`} rel="noopener noreferrer" target="_blank">
            {t("support.whatsapp")}
          </a>
        </div>
      </CardSection>
      {previous.length > 0 ? (
        <CardSection titleId="previous-title" title={t("support.previous")}>
          <ul className="support-previous">
            {previous.map((item) => (
              <li key={item.id}>
                <span dir="auto">{item.subject}</span> <time dateTime={isoTime(item.created_at)}>{item.created_at.slice(0, 10)}</time>
                {item.attachments.length > 0 ? (
                  <ul className="support-files" aria-label={t("support.attachedFiles")}>
                    {item.attachments.map((file) => (
                      <li key={file.id}>
                        <a href={file.href} download={file.name} dir="auto">
                          {t("support.fileLink", { name: file.name, size: formatBytes(file.size) })}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
