import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";

/** The reasons a received message was flagged for (features/messaging/scam-check), as its receiver's page gets them. */
export type NoticeReason = "payment" | "link" | "elsewhere" | "impostor";

/**
 * Beside a received message that reads like a scam: why, what to do, and a
 * one-tap report of the conversation (the conversation's own report form,
 * with the message as its details). Only the receiver's page draws it.
 */
export function SafetyNotice({ messageId, reasons, body }: { messageId: number; reasons: NoticeReason[]; body: string }) {
  const { t } = useTranslation("account");
  const titleId = `safety-${messageId}`;
  return (
    <aside className="notice message-safety" role="note" aria-labelledby={titleId}>
      <p id={titleId}>
        <strong>{t("messages.safety.title")}</strong>
      </p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{t(`messages.safety.${reason}`)}</li>
        ))}
      </ul>
      <p>{t("messages.safety.advice")}</p>
      <Form method="post">
        <input type="hidden" name="details" value={body.slice(0, 1000)} />
        <button type="submit" name="intent" value="report" className="button secondary">
          {t("messages.safety.report")}
        </button>
      </Form>
    </aside>
  );
}
