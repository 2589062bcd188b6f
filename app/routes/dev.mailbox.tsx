import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { devToolsAllowed } from "~/server/config.server";
import { listOutbox } from "~/server/mail.server";
import { OutboxPage } from "~/components/dev/outbox-page";

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "X-Robots-Tag": loaderHeaders.get("X-Robots-Tag") ?? "noindex" });

// The local outbox, newest first, with each message's code easy to read. It
// exists only on a local development or test site (devToolsAllowed: APP_ENV
// development or test, and a loopback SITE_URL); elsewhere it is a 404. A
// message with an HTML part links to it (/dev/mailbox/{id}).
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!devToolsAllowed(context.config)) {
    throw new Response("Not found", { status: 404 });
  }
  const to = new URL(request.url).searchParams.get("to")?.trim() || null;
  const messages = await listOutbox(context, { to, limit: 50 });
  const t = (key: string) => String(context.t(`auth:mailbox.${key}`));
  return json(
    {
      to,
      messages: messages.map(({ id, to, kind, language, createdAt, code, subject, body, hasHtml }) => ({
        id,
        to,
        kind,
        language,
        createdAt,
        code,
        subject,
        body,
        htmlHref: hasHtml ? `/dev/mailbox/${id}` : null,
      })),
      text: {
        title: t("title"),
        intro: t("intro"),
        empty: t("empty"),
        to: t("to"),
        filter: t("filter"),
        sentAt: t("sentAt"),
        code: t("code"),
        html: t("html"),
      },
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export default function Mailbox() {
  const { messages, text, to } = useLoaderData<typeof loader>();
  return <OutboxPage id="mailbox" inputType="email" to={to} messages={messages} text={text} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.title ?? "Mailbox" }, { name: "robots", content: "noindex" }];
