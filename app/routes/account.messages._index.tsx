import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { accountMeta } from "~/features/account/components/meta";
import { EmptyState } from "~/components/ui/empty-state";
import { conversationReplyPath, MESSAGE_SETTINGS_PATH } from "~/features/messaging/paths";
import { chooseMessageEmails, inbox, wantsMessageEmails } from "~/features/messaging/conversations.server";
import { formatAge, formatPrice, isoTime } from "~/lib/format";
import { pageOf } from "~/server/search-params.server";
import { useTranslation } from "~/lib/use-translation";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { CardSection } from "~/components/ui/card-section";

// The inbox: the user's conversations as buyer and as seller, newest first,
// twenty to a page with plain older/newer links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const page = pageOf(request);
  const [{ rows, hasMore }, emails] = await Promise.all([inbox(context, user, page), wantsMessageEmails(context, user)]);
  const conversations = rows.map((row) => ({
    id: row.id,
    href: conversationReplyPath(row.id),
    adName: row.ad_name,
    price: row.price,
    image: row.image,
    otherName: row.other_name,
    lastBody: row.last_body ?? "",
    lastIsMine: row.last_sender_id === user.id,
    at: row.last_message_at,
    unread: row.unread === 1,
  }));
  return json(
    { conversations, page, hasMore, emails, meta: { title: String(context.t("account:messages.title")) } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The e-mail notices setting: on or off. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const choice = formData.get("emails");
  if (formData.get("intent") !== "emails" || (choice !== "on" && choice !== "off")) return json({ ok: false }, { status: 400 });
  await chooseMessageEmails(context, user, choice === "on");
  throw await redirectWithMessage(context, MESSAGE_SETTINGS_PATH, "success", "account:messages.emailsSaved");
}

export default function AccountMessages() {
  const { conversations, page, hasMore, emails } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["account"]);
  return (
    <CardSection titleId="tab-title" title={t("messages.title")}>
      <p className="field-hint">{t("messages.intro")}</p>
      {conversations.length === 0 ? (
        <EmptyState message={t("messages.empty")} />
      ) : (
        <ul className="inbox">
          {conversations.map((conversation) => (
            <li key={conversation.id} className={conversation.unread ? "inbox-item unread" : "inbox-item"}>
              <Link to={conversation.href} className="inbox-link" aria-label={t("messages.open", { name: conversation.otherName, ad: conversation.adName })}>
                {conversation.image ? (
                  <img className="inbox-photo" src={`/media/${conversation.image}`} alt="" width="56" height="56" loading="lazy" />
                ) : (
                  <span className="inbox-photo" aria-hidden="true" />
                )}
                <span className="inbox-text">
                  <span className="inbox-top">
                    <strong dir="auto">{conversation.otherName}</strong>
                    {conversation.unread ? <span className="inbox-unread">{t("messages.unread")}</span> : null}
                    <time dateTime={isoTime(conversation.at)} suppressHydrationWarning>
                      {formatAge(t, language, conversation.at)}
                    </time>
                  </span>
                  <span className="inbox-ad" dir="auto">
                    {conversation.adName}
                    {conversation.price !== null ? ` · ${formatPrice(t, language, conversation.price)}` : ""}
                  </span>
                  <span className="inbox-last" dir="auto">
                    {conversation.lastIsMine ? `${t("messages.you")}: ` : ""}
                    {conversation.lastBody}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasMore ? (
        <nav className="inbox-pages" aria-label={t("messages.title")}>
          {page > 1 ? <Link to={page === 2 ? "/account/messages" : `/account/messages?page=${page - 1}`}>{t("messages.newer")}</Link> : <span />}
          {hasMore ? <Link to={`/account/messages?page=${page + 1}`}>{t("messages.older")}</Link> : null}
        </nav>
      ) : null}
      <Form method="post" className="message-emails" id="emails" aria-labelledby="emails-title">
        <h3 id="emails-title">{t("messages.emailsTitle")}</h3>
        <p>{t(emails ? "messages.emailsOn" : "messages.emailsOff")}</p>
        <input type="hidden" name="emails" value={emails ? "off" : "on"} />
        <button type="submit" name="intent" value="emails" className="button secondary">
          {t(emails ? "messages.turnOff" : "messages.turnOn")}
        </button>
      </Form>
    </CardSection>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);
