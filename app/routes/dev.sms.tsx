import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { devToolsAllowed } from "~/server/config.server";
import { listSmsOutbox } from "~/server/sms.server";
import { normalizeEgyptianPhone } from "~/lib/normalize";
import { Page } from "~/components/layout/page";

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
  return (
    <Page title={text.title} className="mailbox">
      <p>{text.intro}</p>
      <form method="get" className="mailbox-filter">
        <label htmlFor="sms-to">{text.to}</label>
        <input id="sms-to" type="tel" name="to" defaultValue={to ?? ""} dir="ltr" />
        <button type="submit" className="button secondary">
          {text.filter}
        </button>
      </form>
      {messages.length === 0 ? <p role="status">{text.empty}</p> : null}
      <ol className="mailbox-list sms-list">
        {messages.map((message) => (
          <li key={message.id}>
            <article
              className="mailbox-message sms-message"
              data-to={message.to}
              data-kind={message.kind}
              data-code={message.code ?? undefined}
              lang={message.language}
            >
              <dl className="mailbox-meta">
                <dt>{text.to}</dt>
                <dd dir="ltr">{message.to}</dd>
                <dt>{text.sentAt}</dt>
                <dd dir="ltr">{message.createdAt}</dd>
                {message.code ? (
                  <>
                    <dt>{text.code}</dt>
                    <dd>
                      <strong className="mailbox-code" dir="ltr">
                        {message.code}
                      </strong>
                    </dd>
                  </>
                ) : null}
              </dl>
              <p className="mailbox-body">{message.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.title ?? "SMS" }, { name: "robots", content: "noindex" }];
