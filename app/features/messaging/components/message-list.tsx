import type { ReactNode } from "react";
import { isoTime } from "~/lib/format";

export interface ShownMessage {
  id: number;
  /** Who wrote it, as the reader knows them ("You", the other person's name). */
  who: string;
  /** The reader's own message (drawn on the other side). */
  mine?: boolean;
  body: string;
  at: string;
  /** Drawn under the message (a safety notice for its receiver). */
  notice?: ReactNode;
}

/**
 * A conversation's messages in order: each in its own direction (dir="auto"),
 * as plain text (nothing is made a link), with its time as `when` words it.
 */
export function MessageList({ messages, when }: { messages: ShownMessage[]; when: (at: string) => string }) {
  return (
    <ol className="messages">
      {messages.map((message) => (
        <li key={message.id} id={`m${message.id}`} className={message.mine === undefined ? "message" : message.mine ? "message mine" : "message theirs"}>
          <p className="message-who" dir="auto">
            {message.who}
          </p>
          <p className="message-body" dir="auto">
            {message.body}
          </p>
          <time dateTime={isoTime(message.at)} suppressHydrationWarning>
            {when(message.at)}
          </time>
          {message.notice}
        </li>
      ))}
    </ol>
  );
}
