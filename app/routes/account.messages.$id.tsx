import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { accountMeta } from "~/features/account/components/meta";
import { answerMessageForm } from "~/features/messaging/form.server";
import { MessageForm } from "~/features/messaging/components/message-form";
import { MessageList } from "~/features/messaging/components/message-list";
import { SafetyNotice } from "~/features/messaging/components/safety-notice";
import { reasonsOf } from "~/features/messaging/scam-check.server";
import { conversationPath } from "~/features/messaging/paths";
import { blockInConversation, markConversationRead, readConversation, reply, reportConversation } from "~/features/messaging/conversations.server";
import { ConversationReportSchema } from "~/features/messaging/schema";
import { parseWithZod } from "@conform-to/zod";
import { useLiveConversation } from "~/features/messaging/use-live";
import { formatAge } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { useTranslation } from "~/lib/use-translation";
import { redirectWithMessage, requireUser } from "~/server/session.server";
import { notFound } from "~/lib/not-found";
import { cutText, maxLengthAttribute } from "~/lib/text-length";
import { ConversationRating } from "~/features/ratings/components/conversation-rating";
import { conversationRatingState } from "~/features/ratings/ratings.server";
import { TextareaField } from "~/components/forms/textarea-field";

// One conversation, for its buyer or its seller only (anyone else: 404):
// the messages in order, the ad it is about, and the reply form. Opening it
// (a GET) changes nothing: with JavaScript the page marks what it shows read
// by a POST once it is on screen; without, a "Mark as read" button does, and
// so does replying. Sending comes back here at the newest message.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const view = await readConversation(context, user, id);
  if (!view) throw notFound();
  const { conversation, messages, open, unread } = view;
  const rating = await conversationRatingState(context, user, conversation);
  return json(
    {
      id,
      adId: conversation.ad_id,
      adName: conversation.ad_name,
      adPublic: conversation.ad_public === 1,
      closedUser: conversation.closed === 1,
      blocked: conversation.blocked === 1,
      blockedByMe: conversation.blocked_by_me === 1,
      otherName: conversation.other_name,
      open,
      unread,
      rating,
      // A flagged message's reasons go to its receiver only: its sender's page does not learn what the check looks for.
      messages: messages.map((message) => {
        const mine = message.sender_id === user.id;
        return { id: message.id, mine, body: message.body, at: message.created_at, reasons: mine ? [] : reasonsOf(message.flag) };
      }),
      meta: { title: String(context.t("account:messages.conversationTitle", { name: conversation.ad_name })) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = conversationPath(id);
  if (intent === "read") {
    // Up to the newest message the page showed (a later one stays unread until it is shown too).
    const upTo = parseId(String(formData.get("upTo") ?? ""));
    const done = await markConversationRead(context, user, id, upTo);
    if (!done.ok) throw notFound();
    // The page's own fetcher (JavaScript) takes the answer as data; the button without JavaScript comes back to the page.
    if (formData.get("via") === "fetcher") return json({ message: null, read: true });
    throw redirect(here);
  }
  if (intent === "block" || intent === "unblock") {
    const done = await blockInConversation(context, user, id, intent === "block");
    if (!done.ok) throw notFound();
    throw await redirectWithMessage(context, here, "success", intent === "block" ? "account:messages.blockedToast" : "account:messages.unblockedToast");
  }
  if (intent === "report") {
    const submission = parseWithZod(formData, { schema: ConversationReportSchema });
    if (submission.status !== "success") {
      return json(
        { message: null, report: { error: submission.error?.details?.[0] ?? null, details: cutText(String(formData.get("details") ?? ""), 1100) } },
        { status: 400 },
      );
    }
    const done = await reportConversation(context, user, id, submission.value.details);
    if (!done.ok) throw notFound();
    throw await redirectWithMessage(context, here, "success", "account:messages.reportedToast");
  }
  const answer = await answerMessageForm(context, formData, (body) => reply(context, user, id, body));
  // Not one of its two people: the same 404 as an unknown conversation.
  if (answer.status === 404) throw notFound();
  return answer;
}

export default function Conversation() {
  const { id, adId, adName, adPublic, closedUser, blocked, blockedByMe, otherName, open, unread, messages, rating } = useLoaderData<typeof loader>();
  const live = useLiveConversation(id, open);
  const newest = messages.at(-1)?.id ?? 0;
  useMarkRead(unread, newest);
  const sent = useActionData<typeof action>();
  const report = sent && "report" in sent ? sent.report : null;
  const { t, language } = useTranslation(["account"]);
  return (
    <section className="account-card conversation" aria-labelledby="tab-title" data-live={live ?? undefined}>
      <p>
        <Link to="/account/messages">{t("messages.back")}</Link>
      </p>
      <h2 id="tab-title" dir="auto">
        {t("messages.conversationTitle", { name: adName })}
      </h2>
      <p className="conversation-meta">
        <span dir="auto">{t("messages.with", { name: otherName })}</span>
        {adId !== null && adPublic ? <Link to={`/categories/product/${adId}`}>{t("messages.viewAd")}</Link> : null}
      </p>
      {messages.length === 0 ? (
        <p className="field-hint">{t("messages.noMessages")}</p>
      ) : (
        <MessageList
          messages={messages.map(({ reasons, ...message }) => ({
            ...message,
            who: message.mine ? t("messages.you") : otherName,
            notice: reasons.length > 0 ? <SafetyNotice messageId={message.id} reasons={reasons} body={message.body} /> : undefined,
          }))}
          when={(at) => formatAge(t, language, at)}
        />
      )}
      {open ? (
        // A new key once the reader's own message is added: the box is emptied after sending, kept after a refusal,
        // and kept as typed when the other's message arrives meanwhile.
        <MessageForm
          key={messages.filter((message) => message.mine).at(-1)?.id ?? 0}
          label={t("messages.reply")}
          submit={t("messages.send")}
          hint={t("messages.hint")}
          state={sent?.message ?? null}
        />
      ) : (
        <p className="notice" role="status">
          {blockedByMe ? t("messages.blockedByMe") : blocked ? t("messages.blockedByOther") : closedUser ? t("messages.closedUser") : t("messages.closedAd")}
        </p>
      )}
      {unread ? (
        // Without JavaScript a GET marks nothing read: this button does (with it, the page already did). Below the
        // reply box: gone once the page has marked the messages read, it moves nothing a finger is about to press.
        <Form method="post" className="mark-read" data-testid="mark-read">
          <p className="field-hint">{t("common:messagingDoors.unreadNotice")}</p>
          <input type="hidden" name="upTo" value={newest} />
          <button type="submit" name="intent" value="read" className="button secondary">
            {t("common:messagingDoors.markRead")}
          </button>
        </Form>
      ) : null}
      <ConversationRating state={rating} otherName={otherName} />
      <div className="conversation-safety">
        <Form method="post">
          <button type="submit" name="intent" value={blockedByMe ? "unblock" : "block"} className="button secondary">
            {t(blockedByMe ? "messages.unblock" : "messages.block", { name: otherName })}
          </button>
          {blockedByMe ? null : <p className="field-hint">{t("messages.blockHint")}</p>}
        </Form>
        <details open={report ? true : undefined}>
          <summary>{t("messages.report")}</summary>
          <Form method="post" className="message-form">
            <TextareaField
              id="report-details"
              label={t("messages.reportDetails")}
              error={report?.error ? t(report.error) : null}
              name="details"
              rows={3}
              maxLength={maxLengthAttribute(1000)}
              dir="auto"
              defaultValue={report?.details ?? ""}
            />
            <button type="submit" name="intent" value="report" className="button secondary">
              {t("messages.reportSend")}
            </button>
          </Form>
        </details>
      </div>
    </section>
  );
}

/**
 * With JavaScript: once the page is on screen (in view, not a background tab)
 * with messages the reader has not marked read, it marks them read by a POST
 * (a fetcher), up to the newest one shown; the loaders then run again (the
 * header's count, the button gone).
 */
function useMarkRead(unread: boolean, newest: number) {
  const fetcher = useFetcher();
  const submit = fetcher.submit;
  useEffect(() => {
    if (!unread || newest === 0) return;
    const mark = () => {
      if (document.visibilityState !== "visible") return false;
      submit({ intent: "read", upTo: String(newest), via: "fetcher" }, { method: "post" });
      return true;
    };
    if (mark()) return;
    // A page opened in a background tab: marked once it is looked at.
    const onVisible = () => {
      if (mark()) document.removeEventListener("visibilitychange", onVisible);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [unread, newest, submit]);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => accountMeta(matches, data?.meta.title);

export { keepPageAfterOutage as shouldRevalidate } from "~/lib/revalidate";
