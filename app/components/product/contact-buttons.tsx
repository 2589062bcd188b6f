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
        <span className="icon icon-phone" aria-hidden="true" />
        {t("contact.call")} <bdi dir="ltr">{localPhone(phone)}</bdi>
      </a>
      <a
        href={`https://wa.me/${whatsappNumber((whatsapp && normalizeEgyptianPhone(whatsapp)) || phone)}?text=${encodeURIComponent(message)}`}
        className="button contact-whatsapp"
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="icon icon-whatsapp" aria-hidden="true" />
        {t("contact.whatsapp")}
      </a>
      <a href={`sms:${phone}`} className="button contact-sms">
        <span className="icon icon-sms" aria-hidden="true" />
        {t("contact.sms")}
      </a>
    </section>
  );
}
