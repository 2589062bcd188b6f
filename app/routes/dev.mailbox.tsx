import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { devToolsAllowed } from "~/server/config.server";
import { listOutbox } from "~/server/mail.server";
import { Page } from "~/components/layout/page";

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
      messages,
      text: {
        title: t("title"),
        intro: t("intro"),
        empty: t("empty"),
        to: t("to"),
        subject: t("subject"),
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
  return (
    <Page title={text.title} className="mailbox">
      <p>{text.intro}</p>
      <form method="get" className="mailbox-filter">
        <label htmlFor="mailbox-to">{text.to}</label>
        <input id="mailbox-to" type="email" name="to" defaultValue={to ?? ""} dir="ltr" />
        <button type="submit" className="button secondary">
          {text.to}
        </button>
      </form>
      {messages.length === 0 ? <p role="status">{text.empty}</p> : null}
      <ol className="mailbox-list">
        {messages.map((message) => (
          <li key={message.id}>
            <article className="mailbox-message" data-to={message.to} data-kind={message.kind} data-code={message.code ?? undefined} lang={message.language}>
              <h2 className="mailbox-subject">{message.subject}</h2>
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
              <pre className="mailbox-body">{message.body}</pre>
              {message.hasHtml ? (
                <p>
                  <a href={`/dev/mailbox/${message.id}`}>{text.html}</a>
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </Page>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text.title ?? "Mailbox" }, { name: "robots", content: "noindex" }];
