import { useTranslation } from "~/lib/use-translation";

export interface ShareData {
  /** The ad's absolute address. */
  url: string;
  /** A line to send with it: name and price. */
  text: string;
  /** The ad's name (e-mail subject). */
  title: string;
}

const enc = encodeURIComponent;

/** Share addresses that work without JavaScript; each carries the ad's absolute address. */
export function shareTargets({ url, text, title }: ShareData) {
  return [
    { key: "whatsapp", href: `https://wa.me/?text=${enc(`${text} ${url}`)}` },
    { key: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
    { key: "x", href: `https://x.com/intent/tweet?text=${enc(text)}&url=${enc(url)}` },
    { key: "telegram", href: `https://t.me/share/url?url=${enc(url)}&text=${enc(text)}` },
    { key: "email", href: `mailto:?subject=${enc(title)}&body=${enc(`${text}\n${url}`)}` },
  ] as const;
}

export function ShareLinks({ share }: { share: ShareData }) {
  const { t } = useTranslation("product");
  return (
    <ul className="share-links">
      {shareTargets(share).map(({ key, href }) => (
        <li key={key}>
          <a href={href} className={`share-link share-${key}`} {...(key === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
            {t(`share.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The share button's icon, in the plain button and in the lazily loaded popover alike. */
export function ShareIcon() {
  return <span className="icon icon-share" aria-hidden="true" />;
}
