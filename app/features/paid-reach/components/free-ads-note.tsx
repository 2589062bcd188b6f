import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { formatDate, formatNumber } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import type { FreeAdsByCategory } from "~/features/paid-reach/limits.server";

/**
 * At the top of the add-ad form, before anything is typed: the free ads left
 * for the seller in the chosen category (limits.server.ts), or, before a
 * category is chosen, in every one. With JavaScript it follows the category
 * select at once; without, after the form's "update" button. Where none are
 * left, "buy extra ads" keeps what was typed as the account's draft and opens
 * the category's packs (the page's "draft" intent), without
 * the form's checks: a half-typed ad is kept too. An ad sent past the limit
 * (`refused`) is said here too, once, in this one notice beside the choice
 * (buy extra ads, or wait until the date a free ad comes back); hydrated, the
 * notice takes the focus, so the seller is brought to it.
 */
export function FreeAdsNote({
  freeAds,
  categories,
  chosen,
  language,
  refused = null,
}: {
  freeAds: FreeAdsByCategory;
  categories: { id: number; name: string; name_en: string }[];
  chosen: string;
  language: Language;
  /** The ad was just sent past the limit (and, for a new ad, kept as the account's draft). */
  refused?: { draftKept: boolean } | null;
}) {
  const { t } = useTranslation(["editor"]);
  const submit = useSubmit();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) noticeRef.current?.focus();
  }, [Boolean(refused)]); // eslint-disable-line react-hooks/exhaustive-deps
  // With JavaScript the form's own checks would stop a half-typed form: it is sent as it is, without its photos.
  const keepAndBuy = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const data = new FormData(form);
    data.set("intent", "draft");
    data.delete("images");
    submit(data, { method: "post", encType: "multipart/form-data" });
  };
  const number = (value: number) => formatNumber(value, language);
  const category = categories.find((option) => String(option.id) === chosen);
  const allowance = category ? freeAds[chosen] : undefined;
  if (category && allowance) {
    const values = { category: localName(category, language), left: number(allowance.left), limit: number(allowance.limit) };
    const none = allowance.freeAgainAt ? t("freeAds.noneUntil", { ...values, date: formatDate(allowance.freeAgainAt, language) }) : t("freeAds.none", values);
    return (
      <div
        ref={noticeRef}
        className={`notice ${allowance.left > 0 || allowance.credits > 0 ? "notice-info" : "notice-error"}`}
        role={refused ? "alert" : "status"}
        tabIndex={refused ? -1 : undefined}
        data-past-limit={refused ? "" : undefined}
      >
        {refused ? <p data-refused>{t(refused.draftKept ? "freeAds.refusedKept" : "freeAds.refused")}</p> : null}
        <p data-free-ads>
          {allowance.left > 0 ? t("freeAds.left", values) : none}
          {allowance.credits > 0 ? ` ${t("freeAds.credits", { credits: number(allowance.credits) })}` : null}
        </p>
        {allowance.left === 0 ? (
          <button type="submit" name="intent" value="draft" formNoValidate className="button secondary" onClick={keepAndBuy} data-buy-more>
            {t("freeAds.buyMore", { category: values.category })}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="notice notice-info" role="status" data-free-ads>
      <p>{t("freeAds.choose")}</p>
      <ul>
        {categories.map((option) => {
          const row = freeAds[String(option.id)];
          return row ? (
            <li key={option.id}>{t("freeAds.item", { category: localName(option, language), left: number(row.left), limit: number(row.limit) })}</li>
          ) : null;
        })}
      </ul>
    </div>
  );
}
