import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { devToolsAllowed } from "~/server/config.server";
import { listSmsOutbox } from "~/server/sms.server";
import { normalizeEgyptianPhone } from "~/lib/normalize";
import { OutboxPage } from "~/components/dev/outbox-page";

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "X-Robots-Tag": loaderHeaders.get("X-Robots-Tag") ?? "noindex" });

// The local SMS outbox, newest first, beside the mailbox (/dev/mailbox), with
// each message's code easy to read. Like the mailbox it exists only on a local
// development or test site (devToolsAllowed); elsewhere it is a 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!devToolsAllowed(context.config)) {
    throw new Response("Not found", { status: 404 });
  }
  const typed = new URL(request.url).searchParams.get("to")?.trim() || null;
  const to = typed ? (normalizeEgyptianPhone(typed) ?? typed) : null;
  const messages = await listSmsOutbox(context, { to, limit: 50 });
  const t = (key: string) => String(context.t(`auth:sms.box.${key}`));
  return json(
    {
      to: typed,
      messages,
      text: { title: t("title"), intro: t("intro"), empty: t("empty"), to: t("to"), filter: t("filter"), sentAt: t("sentAt"), code: t("code") },
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export default function SmsOutbox() {
  const { messages, text, to } = useLoaderData<typeof loader>();
  return <OutboxPage id="sms" className="sms" inputType="tel" to={to} messages={messages} text={text} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.title ?? "SMS" }, { name: "robots", content: "noindex" }];
