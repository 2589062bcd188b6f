import type { ReactNode } from "react";
import { Page } from "~/components/layout/page";

/** One message of a local outbox (mail or SMS) as the development pages show it. */
export interface OutboxEntry {
  id: number;
  to: string;
  kind: string;
  language: string;
  createdAt: string;
  code: string | null;
  /** The mail's subject; SMS have none. */
  subject?: string;
  body: string;
  /** Where the mail's HTML part is shown, if it has one. */
  htmlHref?: string | null;
}

export interface OutboxText {
  title: string;
  intro: string;
  empty: string;
  to: string;
  filter: string;
  sentAt: string;
  code: string;
  html?: string;
}

// The local outboxes (/dev/mailbox, /dev/sms), newest first, each message's
// code easy to read, filtered by recipient with a plain GET form.
export function OutboxPage({
  id,
  className,
  inputType,
  to,
  messages,
  text,
}: {
  id: string;
  className?: string;
  inputType: "email" | "tel";
  to: string | null;
  messages: OutboxEntry[];
  text: OutboxText;
}) {
  return (
    <Page title={text.title} className="mailbox">
      <p>{text.intro}</p>
      <form method="get" className="mailbox-filter">
        <label htmlFor={`${id}-to`}>{text.to}</label>
        <input id={`${id}-to`} type={inputType} name="to" defaultValue={to ?? ""} dir="ltr" />
        <button type="submit" className="button secondary">
          {text.filter}
        </button>
      </form>
      {messages.length === 0 ? <p role="status">{text.empty}</p> : null}
      <ol className={className ? `mailbox-list ${className}-list` : "mailbox-list"}>
        {messages.map((message) => (
          <li key={message.id}>
            <article
              className={className ? `mailbox-message ${className}-message` : "mailbox-message"}
              data-to={message.to}
              data-kind={message.kind}
              data-code={message.code ?? undefined}
              lang={message.language}
            >
              {message.subject !== undefined ? <h2 className="mailbox-subject">{message.subject}</h2> : null}
              <dl className="mailbox-meta">
                <Meta term={text.to}>{message.to}</Meta>
                <Meta term={text.sentAt}>{message.createdAt}</Meta>
                {message.code ? (
                  <Meta term={text.code}>
                    <strong className="mailbox-code">{message.code}</strong>
                  </Meta>
                ) : null}
              </dl>
              {message.subject !== undefined ? <pre className="mailbox-body">{message.body}</pre> : <p className="mailbox-body">{message.body}</p>}
              {message.htmlHref && text.html ? (
                <p>
                  <a href={message.htmlHref}>{text.html}</a>
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </Page>
  );
}

function Meta({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd dir="ltr">{children}</dd>
    </>
  );
}
