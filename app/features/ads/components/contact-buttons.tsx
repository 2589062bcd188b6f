import { useId } from "react";
import type { ContactNumbers } from "~/lib/rows";
import { useTranslation } from "~/lib/use-translation";

interface Props {
  contact: ContactNumbers;
  name: string;
  url: string;
}

/** Call, WhatsApp and SMS: plain links, so they work with or without JavaScript. */
export function ContactButtons({ contact, name, url }: Props) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const message = t("contact.whatsappText", { name, url });
  return (
    <section className="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("contact.title")}
      </h2>
      <a href={`tel:${contact.phone}`} className="button primary contact-call">
        <span className="icon icon-phone" aria-hidden="true" />
        {t("contact.call")} <bdi dir="ltr">{contact.local}</bdi>
      </a>
      <a
        href={`https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(message)}`}
        className="button contact-whatsapp"
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="icon icon-whatsapp" aria-hidden="true" />
        {t("contact.whatsapp")}
      </a>
      <a href={`sms:${contact.phone}`} className="button contact-sms">
        <span className="icon icon-sms" aria-hidden="true" />
        {t("contact.sms")}
      </a>
    </section>
  );
}
