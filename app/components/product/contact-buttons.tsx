import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { localPhone, normalizeEgyptianPhone, whatsappNumber } from "~/lib/normalize";

interface Props {
  /** E.164, +201XXXXXXXXX. */
  phone: string;
  /** The seller's WhatsApp number when it differs from the phone. */
  whatsapp?: string | null;
  name: string;
  url: string;
}

/** Call, WhatsApp and SMS: plain links, so they work with or without JavaScript. */
export function ContactButtons({ phone, whatsapp, name, url }: Props) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const message = t("contact.whatsappText", { name, url });
  return (
    <section className="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("contact.title")}
      </h2>
      <a href={`tel:${phone}`} className="button primary contact-call">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1Z"
            fill="currentColor"
          />
        </svg>
        {t("contact.call")} <bdi dir="ltr">{localPhone(phone)}</bdi>
      </a>
      <a
        href={`https://wa.me/${whatsappNumber((whatsapp && normalizeEgyptianPhone(whatsapp)) || phone)}?text=${encodeURIComponent(message)}`}
        className="button contact-whatsapp"
        target="_blank"
        rel="noopener noreferrer"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1a13 13 0 0 1-5.6-4.8c-.4-.6-.9-1.6-.9-2.6s.5-1.5.7-1.7c.2-.2.4-.3.6-.3h.4c.1 0 .3 0 .5.4l.7 1.7c.1.1.1.3 0 .4l-.3.5-.3.4c-.1.1-.2.3-.1.5.2.3.7 1.1 1.4 1.8 1 .9 1.8 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3.1.1.1.6-.1 1.1Z"
            fill="currentColor"
          />
        </svg>
        {t("contact.whatsapp")}
      </a>
      <a href={`sms:${phone}`} className="button contact-sms">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8l-4 4V5a1 1 0 0 1 1-1Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t("contact.sms")}
      </a>
    </section>
  );
}
