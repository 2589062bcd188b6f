import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import type { ContactNumbers } from "~/lib/rows";
import { useTranslation } from "~/lib/use-translation";

/** What the ad page's action answers to "show number": the numbers, or why not (too many numbers shown). */
export interface RevealAnswer {
  reveal: { numbers: ContactNumbers | null; error: string | null };
}

interface Props {
  adId: number;
  /** The page's own answer to "show number" without JavaScript (the form posted to the page). */
  reveal: RevealAnswer["reveal"] | null;
  name: string;
  url: string;
}

/**
 * The seller's numbers are in no page: "show number" is a form posted to the
 * ad page (anyone may tap it; it counts as a contact and is limited). Without
 * JavaScript the page comes back with the numbers; with it, a fetcher shows
 * them in place. Once shown, call, WhatsApp and SMS are plain links.
 */
export function ContactButtons({ adId, reveal, name, url }: Props) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const fetcher = useFetcher<RevealAnswer>();
  const answer = fetcher.data?.reveal ?? reveal;
  const contact = answer?.numbers ?? null;
  return (
    <section className="contact" aria-labelledby={titleId} id="contact">
      <h2 id={titleId} className="visually-hidden">
        {t("contact.title")}
      </h2>
      {contact ? (
        <>
          <a href={`tel:${contact.phone}`} rel="nofollow" className="button primary contact-call">
            <span className="icon icon-phone" aria-hidden="true" />
            {t("contact.call")} <bdi dir="ltr">{contact.local}</bdi>
          </a>
          <a
            href={`https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(t("contact.whatsappText", { name, url }))}`}
            className="button contact-whatsapp"
            target="_blank"
            rel="nofollow noopener noreferrer"
          >
            <span className="icon icon-whatsapp" aria-hidden="true" />
            {t("contact.whatsapp")}
          </a>
          <a href={`sms:${contact.phone}`} rel="nofollow" className="button contact-sms">
            <span className="icon icon-sms" aria-hidden="true" />
            {t("contact.sms")}
          </a>
        </>
      ) : (
        <fetcher.Form method="post" action={`/categories/product/${adId}#contact`} className="contact-reveal">
          <button type="submit" name="intent" value="reveal" className="button primary contact-call" disabled={fetcher.state !== "idle"}>
            <span className="icon icon-phone" aria-hidden="true" />
            {t("contact.show")}
          </button>
          {answer?.error ? (
            <p className="field-error" role="alert">
              {answer.error}
            </p>
          ) : (
            <p className="field-hint">{t("contact.showHint")}</p>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}
