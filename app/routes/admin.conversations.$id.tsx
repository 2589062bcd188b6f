import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/features/admin/components/meta";
import { MessageList } from "~/features/messaging/components/message-list";
import { reviewConversation } from "~/features/messaging/conversations.server";
import { formatDate } from "~/lib/format";
import { parseId } from "~/lib/ids";
import { useTranslation } from "~/lib/use-translation";
import { requireAdmin } from "~/server/session.server";
import { orNotFound } from "~/lib/not-found";

// A reported conversation, read by a moderator from the review queue. Only
// conversations someone reported can be opened here; any other id is the
// same 404 as an unknown one.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = parseId(params.id);
  const review = orNotFound(id === null ? null : await reviewConversation(context, id));
  const { conversation, messages } = review;
  const names = new Map([
    [conversation.buyer_id, conversation.buyer_name],
    [conversation.seller_id, conversation.seller_name],
  ]);
  return json(
    {
      conversation,
      messages: messages.map((message) => ({ id: message.id, who: names.get(message.sender_id) ?? "", body: message.body, at: message.created_at })),
      meta: { title: String(context.t("editor:moderation.conversationTitle", { name: conversation.ad_name })) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function ReportedConversation() {
  const { conversation, messages } = useLoaderData<typeof loader>();
  const { t, language } = useTranslation(["editor"]);
  return (
    <section className="container account-card conversation" aria-labelledby="conversation-title">
      <p>
        <Link to={conversation.ad_id ? `/admin/moderation?ad=${conversation.ad_id}` : "/admin/moderation"}>{t("moderation.backToQueue")}</Link>
      </p>
      <h1 id="conversation-title" className="page-title" dir="auto">
        {t("moderation.conversationTitle", { name: conversation.ad_name })}
      </h1>
      <p className="conversation-meta">{t("moderation.conversationBetween", { buyer: conversation.buyer_name, seller: conversation.seller_name })}</p>
      <MessageList messages={messages} when={(at) => formatDate(at, language)} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => adminMeta(matches, data?.meta.title);
