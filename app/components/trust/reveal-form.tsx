import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/** What a page's action answers to "show number": the numbers, or why not (too many shown). */
export interface RevealAnswer<Numbers> {
  reveal: { numbers: Numbers | null; error: string | null };
}

/**
 * "Show number": numbers are in no page until a person taps this. A form
 * posted to the page (`action`, else the page itself): without JavaScript
 * the page comes back with the answer (`reveal`), with it a fetcher takes it
 * in place. Renders `shown(numbers)` once there are numbers, else the button
 * with its hint or the refusal. Shown in place, the numbers take the focus
 * from the button they replace (else it falls to the page's start).
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
  const numbers = useRef<HTMLDivElement>(null);
  const shownInPlace = Boolean(fetcher.data?.reveal?.numbers);
  useEffect(() => {
    if (shownInPlace) numbers.current?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [shownInPlace]);
  if (answer?.numbers)
    return (
      <div className="contact-numbers" ref={numbers}>
        {shown(answer.numbers)}
      </div>
    );
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
