import type { Language } from "~/lib/i18n";
import { kindLabelKey, orderName } from "~/features/paid-reach/kinds";
import { useTranslation } from "~/lib/use-translation";

/** What an order bought: its kind's label, then its name (a bundle's name, a bump's or a pack's). */
export function OrderItem({ order, language }: { order: { kind: string; name: string; name_en: string }; language: Language }) {
  const { t } = useTranslation(["bundles"]);
  const name = orderName(order, language);
  return (
    <>
      <span className="order-kind" data-kind={order.kind}>
        {t(kindLabelKey(order.kind))}
      </span>
      {name ? (
        <>
          {" "}
          <span className="order-name">{name}</span>
        </>
      ) : null}
    </>
  );
}
