import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/use-translation";
import { formatNumber } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import type { AdFilters } from "~/lib/filters";
import { attributeName, type AttributeFilter } from "~/lib/attributes";
import type { Translate } from "~/lib/translate";
import type { NamedOption } from "~/components/ui/name-select";
import type { FilterForm } from "./filter-form";

type Options = React.ComponentProps<typeof FilterForm>["options"];

/** One active filter: what it shows, and the address's parameters that removing it deletes. */
export interface FilterChip {
  id: string;
  text: string;
  remove: (name: string) => boolean;
}

/** Parameters that only make sense for the results as they are: a new set of filters starts at its first page, with the sheet closed. */
const PAGING = ["page", "after", "before", "sheet"];

/** A number as a filter shows it: years and small numbers without a thousands separator (٢٠١٥, not ٢٬٠١٥). */
function filterNumber(value: number, language: Language): string {
  return Math.abs(value) < 10_000
    ? new Intl.NumberFormat(language === "en" ? "en-EG" : "ar-EG", { useGrouping: false }).format(value)
    : formatNumber(value, language);
}

/** "2015–2020", "from 2015", "up to 2020" (or "3" for 3 to 3), with the unit when the field has one. */
function rangeText(t: Translate, number: (value: number) => string, min: number | null, max: number | null, unit: string): string {
  const range =
    min !== null && min === max
      ? number(min)
      : min !== null && max !== null
        ? t("ads:chips.between", { min: number(min), max: number(max) })
        : min !== null
          ? t("ads:chips.from", { min: number(min) })
          : t("ads:chips.upTo", { max: number(max ?? 0) });
  return unit ? `${range} ${unit}` : range;
}

function attributeChip(t: Translate, language: Language, filter: AttributeFilter): FilterChip {
  const { field } = filter;
  const label = language === "en" ? field.label_en : field.label;
  const name = attributeName(field.key);
  if (filter.kind === "range") {
    const unit = language === "en" ? field.unit_en : field.unit;
    return {
      id: name,
      text: t("ads:chips.labelled", { label, value: rangeText(t, (value) => filterNumber(value, language), filter.min, filter.max, unit) }),
      remove: (param) => param === `${name}_min` || param === `${name}_max`,
    };
  }
  if (filter.kind === "yes") return { id: name, text: label, remove: (param) => param === name };
  const chosen = field.options.filter((option) => filter.optionIds.includes(option.id)).map((option) => (language === "en" ? option.label_en : option.label));
  return { id: name, text: t("ads:chips.labelled", { label, value: chosen.join(t("ads:chips.separator")) }), remove: (param) => param === name };
}

/**
 * The active filters as chips, in the sheet's order: the place, the
 * category's levels (its own level only on search: a category page has it in
 * its path), the condition, the price, negotiable, then each attribute filter.
 */
export function activeFilterChips(
  t: Translate,
  language: Language,
  filters: AdFilters,
  options: Options,
  governorates: NamedOption[],
  categoryInPath: boolean,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const named = (id: string, label: string, items: NamedOption[], value: number | null, removes: string[]) => {
    const item = value === null ? undefined : items.find((candidate) => candidate.id === value);
    if (item) chips.push({ id, text: t("ads:chips.labelled", { label, value: localName(item, language) }), remove: (param) => removes.includes(param) });
  };
  named("governorate", t("ads:filters.governorate"), governorates, filters.governorateId, ["governorate", "region"]);
  named("region", t("ads:filters.region"), options.regions, filters.regionId, ["region"]);
  if (!categoryInPath) {
    const item = options.categories.find((candidate) => candidate.id === filters.categoryId);
    // Another category has other fields: its attribute filters go with it.
    if (item)
      chips.push({
        id: "category",
        text: t("ads:chips.labelled", { label: t("ads:filters.category"), value: localName(item, language) }),
        remove: (param) => ["category", "subcategory", "brand_country", "third_branch"].includes(param) || param.startsWith("attr_"),
      });
  }
  named("subcategory", t("ads:filters.subcategory"), options.subcategories, filters.subcategoryId, ["subcategory", "brand_country", "third_branch"]);
  named("brand_country", t("ads:filters.brandCountry"), options.brandCountries, filters.brandCountryId, ["brand_country", "third_branch"]);
  named("third_branch", t("ads:filters.thirdBranch"), options.thirdBranches, filters.thirdBranchId, ["third_branch"]);
  if (filters.type)
    chips.push({
      id: "type",
      text: t("ads:chips.labelled", { label: t("ads:filters.type"), value: t(filters.type === "new" ? "ads:filters.typeNew" : "ads:filters.typeUsed") }),
      remove: (param) => param === "type",
    });
  if (filters.minPrice || filters.maxPrice)
    chips.push({
      id: "price",
      text: t("ads:chips.labelled", {
        label: t("ads:chips.price"),
        value: rangeText(t, (value) => formatNumber(value, language), filters.minPrice || null, filters.maxPrice || null, t("ads:chips.currency")),
      }),
      remove: (param) => param === "min_price" || param === "max_price",
    });
  if (filters.negotiable) chips.push({ id: "negotiable", text: t("ads:filters.negotiable"), remove: (param) => param === "negotiable" });
  for (const filter of filters.attributes) chips.push(attributeChip(t, language, filter));
  return chips;
}

/** This address without the parameters `remove` names, from the first page. */
function without(pathname: string, search: string, remove: (name: string) => boolean): string {
  const params = new URLSearchParams(search);
  for (const name of [...new Set(params.keys())]) if (remove(name) || PAGING.includes(name)) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Parameters "clear all" keeps: the search text, the sort and the language asked for. */
const KEPT = ["q", "sort", "order", "lng"];

/**
 * The active filters above the results: each chip is a link to this address
 * without that filter (so it works without JavaScript), and "clear all" a
 * link without any of them.
 */
export function FilterChips(props: { filters: AdFilters; options: Options; governorates: NamedOption[]; language: Language; categoryInPath: boolean }) {
  const { t } = useTranslation(["ads", "common"]);
  const { pathname, search } = useLocation();
  const chips = activeFilterChips(t, props.language, props.filters, props.options, props.governorates, props.categoryInPath);
  if (chips.length === 0) return null;
  return (
    <section className="filter-chips" aria-label={t("chips.label")}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link to={without(pathname, search, chip.remove)} className="chip" aria-label={t("chips.remove", { filter: chip.text })} preventScrollReset>
              <span>{chip.text}</span>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
        <li>
          <Link to={without(pathname, search, (name) => !KEPT.includes(name))} className="chip-clear" preventScrollReset>
            {t("chips.clearAll")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
