import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { MESSAGE_MAX } from "~/features/messaging/limits";
import type { MessageFormState } from "~/features/messaging/schema";
import { maxLengthAttribute } from "~/lib/text-length";
import { LabelledTextarea } from "~/components/forms/textarea";

/**
 * One message: a plain form that posts to its page's action (the ad page
 * asks the seller, a conversation replies). After a refusal it shows the
 * text typed and the reason; the browser's own limit matches the server's.
 */
export function MessageForm({ label, submit, state, hint }: { label: string; submit: string; state: MessageFormState | null; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const error = state?.error ? t(state.error, { defaultValue: state.error }) : null;
  return (
    <Form method="post" className="message-form" id="message">
      <LabelledTextarea
        id={`${id}-body`}
        label={label}
        error={error}
        hint={hint}
        name="body"
        rows={3}
        maxLength={maxLengthAttribute(MESSAGE_MAX)}
        required
        dir="auto"
        defaultValue={state?.body ?? ""}
      />
      <button type="submit" name="intent" value="message" className="button primary" disabled={busy} aria-busy={busy || undefined}>
        {submit}
      </button>
    </Form>
  );
}
