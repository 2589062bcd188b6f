import { RevealForm, type RevealAnswer } from "~/components/trust/reveal-form";
import { useTranslation } from "~/lib/use-translation";
import { localPhone, whatsappNumber } from "~/lib/normalize";
import { Section } from "~/components/ui/section";

/** A trader's numbers, E.164 (+201XXXXXXXXX). */
interface Numbers {
  phone: string;
  phone2?: string | null;
  whatsapp?: string | null;
}

interface Props {
  /** The page's own answer to "show number" without JavaScript (the form posted to the page). */
  reveal: RevealAnswer<Numbers>["reveal"] | null;
  /** Show every number with its own call and SMS links (the full profile). */
  detailed?: boolean;
}

const icons = {
  call: "M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1Z",
  whatsapp:
    "M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1a13 13 0 0 1-5.6-4.8c-.4-.6-.9-1.6-.9-2.6s.5-1.5.7-1.7c.2-.2.4-.3.6-.3h.4c.1 0 .3 0 .5.4l.7 1.7c.1.1.1.3 0 .4l-.3.5-.3.4c-.1.1-.2.3-.1.5.2.3.7 1.1 1.4 1.8 1 .9 1.8 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3.1.1.1.6-.1 1.1Z",
  sms: "M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8l-4 4V5a1 1 0 0 1 1-1Z",
};

function Icon({ name }: { name: keyof typeof icons }) {
  const outline = name === "sms";
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={icons[name]}
        fill={outline ? "none" : "currentColor"}
        stroke={outline ? "currentColor" : undefined}
        strokeWidth={outline ? 2 : undefined}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A trader's numbers are in no page: "show number" is a form posted to the
 * profile (a fetcher once hydrated), limited per visitor. Once shown, call,
 * WhatsApp and SMS are plain links. The full profile lists every number with
 * its own links; the short profile shows the three buttons for the main one.
 */
export function TraderContact({ reveal, detailed = false }: Props) {
  const { t } = useTranslation("traders");
  const form = (
    <RevealForm
      reveal={reveal}
      label={t("profile.show")}
      hint={t("profile.showHint")}
      icon={<Icon name="call" />}
      className="button primary"
      shown={(numbers: Numbers) => <TraderNumbersList numbers={numbers} detailed={detailed} />}
    />
  );
  return detailed ? (
    <Section className="card trader-section trader-contact" title={t("profile.contact")}>
      {form}
    </Section>
  ) : (
    <Section className="trader-contact" titleClassName="visually-hidden" title={t("profile.contact")}>
      {form}
    </Section>
  );
}

function TraderNumbersList({ numbers: { phone, phone2, whatsapp }, detailed }: { numbers: Numbers; detailed: boolean }) {
  const { t } = useTranslation("traders");
  const chat = whatsapp || phone;
  const call = (number: string, showNumber: boolean) => (
    <a href={`tel:${number}`} className="button primary">
      <Icon name="call" />
      {t("profile.call")} {showNumber ? <bdi dir="ltr">{localPhone(number)}</bdi> : <span className="visually-hidden">{localPhone(number)}</span>}
    </a>
  );
  const sms = (number: string) => (
    <a href={`sms:${number}`} className="button">
      <Icon name="sms" />
      {t("profile.sms")} <span className="visually-hidden">{localPhone(number)}</span>
    </a>
  );
  const chatLink = (
    <a
      href={`https://wa.me/${whatsappNumber(chat)}?text=${encodeURIComponent(t("profile.whatsappText"))}`}
      className="button contact-whatsapp"
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="whatsapp" />
      {t("profile.whatsapp")} <span className="visually-hidden">{localPhone(chat)}</span>
    </a>
  );
  if (!detailed) {
    return (
      <div className="contact-row">
        {call(phone, true)}
        {chatLink}
        {sms(phone)}
      </div>
    );
  }
  const numbers = [phone, phone2].filter((value): value is string => Boolean(value));
  return (
    <ul className="phone-list">
      {numbers.map((number) => (
        <li key={number} className="contact-row">
          <bdi dir="ltr" className="phone-number">
            {localPhone(number)}
          </bdi>
          {call(number, false)}
          {sms(number)}
        </li>
      ))}
      <li className="contact-row">
        <bdi dir="ltr" className="phone-number">
          {localPhone(chat)}
        </bdi>
        {chatLink}
      </li>
    </ul>
  );
}
