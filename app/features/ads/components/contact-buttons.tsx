import { useEffect, useId, useState } from "react";
import type { ContactNumbers } from "~/lib/rows";
import { useTranslation } from "~/lib/use-translation";

interface Props {
  adId: number;
  contact: ContactNumbers;
  name: string;
  url: string;
}

type Kind = "call" | "whatsapp" | "sms";

/**
 * Call, WhatsApp and SMS, each press counted for the seller
 * without making the visitor wait. Without JavaScript each is a link to
 * /go/:kind/:adId, which answers a 302 to tel:, wa.me or sms: at once and
 * counts after the answer. Once hydrated the links open their target directly
 * and the press is told with navigator.sendBeacon, which the browser sends in
 * the background (and still sends while it leaves the page).
 */
export function ContactButtons({ adId, contact, name, url }: Props) {
  const { t } = useTranslation("product");
  const titleId = useId();
  const [direct, setDirect] = useState(false);
  // After hydration only (the server's HTML keeps the counting links), and only where beacons exist.
  useEffect(() => setDirect(!!navigator.sendBeacon), []);
  const message = t("contact.whatsappText", { name, url });
  const link = (kind: Kind, target: string) => {
    const go = `/go/${kind}/${adId}`;
    return direct ? { href: target, onClick: () => navigator.sendBeacon(go) } : { href: go };
  };
  return (
    <section className="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("contact.title")}
      </h2>
      <a {...link("call", `tel:${contact.phone}`)} rel="nofollow" className="button primary contact-call">
        <span className="icon icon-phone" aria-hidden="true" />
        {t("contact.call")} <bdi dir="ltr">{contact.local}</bdi>
      </a>
      <a
        {...link("whatsapp", `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(message)}`)}
        className="button contact-whatsapp"
        target="_blank"
        rel="nofollow noopener noreferrer"
      >
        <span className="icon icon-whatsapp" aria-hidden="true" />
        {t("contact.whatsapp")}
      </a>
      <a {...link("sms", `sms:${contact.phone}`)} rel="nofollow" className="button contact-sms">
        <span className="icon icon-sms" aria-hidden="true" />
        {t("contact.sms")}
      </a>
    </section>
  );
}
