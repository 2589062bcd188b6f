import { useId } from "react";
import { RevealForm, type RevealAnswer } from "~/components/trust/reveal-form";
import type { ContactNumbers } from "~/lib/rows";
import { useTranslation } from "~/lib/use-translation";

interface Props {
  adId: number;
  /** The page's own answer to "show number" without JavaScript (the form posted to the page). */
  reveal: RevealAnswer<ContactNumbers>["reveal"] | null;
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
  return (
    <section className="contact" aria-labelledby={titleId} id="contact">
      <h2 id={titleId} className="visually-hidden">
        {t("contact.title")}
      </h2>
      <RevealForm
        reveal={reveal}
        action={`/categories/product/${adId}#contact`}
        label={t("contact.show")}
        hint={t("contact.showHint")}
        icon={<span className="icon icon-phone" aria-hidden="true" />}
        className="button primary contact-call"
        shown={(contact: ContactNumbers) => (
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
        )}
      />
    </section>
  );
}
