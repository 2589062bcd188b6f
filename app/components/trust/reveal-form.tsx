import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a page's action answers to "show number": the numbers, or why not (too many shown). */
export interface RevealAnswer<Numbers> {
  reveal: { numbers: Numbers | null; error: string | null };
}

/**
 * "Show number": numbers are in no page until a person taps this. A form
 * posted to the page (`action`, else the page itself): without JavaScript
 * the page comes back with the answer (`reveal`), with it a fetcher takes it
 * in place. Renders `shown(numbers)` once there are numbers, else the button
 * with its hint or the refusal.
 */
export function RevealForm<Numbers>({
  reveal,
  action,
  label,
  hint,
  icon,
  className,
  shown,
}: {
  reveal: RevealAnswer<Numbers>["reveal"] | null;
  action?: string;
  label: string;
  hint: string;
  icon: ReactNode;
  className: string;
  shown: (numbers: Numbers) => ReactNode;
}) {
  const fetcher = useFetcher<RevealAnswer<Numbers>>();
  const answer = fetcher.data?.reveal ?? reveal;
  if (answer?.numbers) return <>{shown(answer.numbers)}</>;
  return (
    <fetcher.Form method="post" action={action} className="contact-reveal">
      <button type="submit" name="intent" value="reveal" className={className} disabled={fetcher.state !== "idle"}>
        {icon}
        {label}
      </button>
      {answer?.error ? (
        <p className="field-error" role="alert">
          {answer.error}
        </p>
      ) : (
        <p className="field-hint">{hint}</p>
      )}
    </fetcher.Form>
  );
}
