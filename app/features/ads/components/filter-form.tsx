import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useRef, type ChangeEvent } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AdFilters } from "~/lib/filters";
import type { Language } from "~/lib/i18n";
import { attributeName, type AttributeField } from "~/lib/attributes";
import { NameSelect, type NamedOption } from "~/components/ui/name-select";
import { ButtonLink } from "~/components/ui/button-link";

type Option = NamedOption;

interface Props {
  action: string;
  filters: AdFilters;
  language: Language;
  governorates: Option[];
  options: {
    /** The chosen category's filterable fields (features/ads/listing.server.ts); none without a category. */
    attributeFields: AttributeField[];
    categories: Option[];
    subcategories: Option[];
    brandCountries: Option[];
    thirdBranches: Option[];
    regions: Option[];
  };
}

// Which levels depend on which: changing a parent clears its children.
const children: Record<string, string[]> = {
  governorate: ["region"],
  category: ["subcategory", "brand_country", "third_branch"],
  subcategory: ["brand_country", "third_branch"],
  brand_country: ["third_branch"],
};

/**
 * The filter side sheet's form: a GET form whose state is the address.
 * Without JavaScript the "update" button reloads it with the next level
 * filled in (keeping the sheet open); with JavaScript the next level loads
 * as soon as a parent changes.
 */
export function FilterForm({ action, filters, language, governorates, options }: Props) {
  const { t } = useTranslation(["ads", "common"]);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();

  const onParentChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = formRef.current;
    if (!form) return;
    for (const name of children[event.target.name] ?? []) {
      const field = form.elements.namedItem(name) as HTMLSelectElement | null;
      if (field) field.value = "";
    }
    const data = new FormData(form);
    data.set("sheet", "filters");
    // Another category has other fields: its filters start empty.
    const newCategory = event.target.name === "category";
    for (const [key, value] of [...data.entries()]) if (value === "" || (newCategory && key.startsWith("attr_"))) data.delete(key);
    submit(data, { method: "get", action, replace: true, preventScrollReset: true });
  };
  const parentProps = hydrated ? { onChange: onParentChange } : {};

  const select = (name: string, label: string, items: Option[], value: number | null, isParent = false, disabled = false) => (
    <NameSelect
      id={`filter-${name}`}
      name={name}
      label={label}
      any={t("filters.any")}
      items={items}
      value={value}
      language={language}
      disabled={disabled}
      selectProps={isParent ? parentProps : undefined}
    />
  );

  // A price that is not whole pounds was not applied: it is shown as typed, with the reason.
  const priceField = (name: "min_price" | "max_price", id: string, label: string, pounds: number) => {
    const unread = filters.unreadPrices?.[name];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <WholeNumberInput id={id} name={name} value={pounds ? String(pounds) : ""} unread={unread} error={t("filters.priceWhole")} />
      </div>
    );
  };

  return (
    <Form method="get" action={action} className="filter-form" ref={formRef} preventScrollReset>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {select("governorate", t("filters.governorate"), governorates, filters.governorateId, true)}
      {select("region", t("filters.region"), options.regions, filters.regionId, false, !filters.governorateId)}
      {select("category", t("filters.category"), options.categories, filters.categoryId, true)}
      {filters.categoryId ? select("subcategory", t("filters.subcategory"), options.subcategories, filters.subcategoryId, true) : null}
      {filters.subcategoryId ? select("brand_country", t("filters.brandCountry"), options.brandCountries, filters.brandCountryId, true) : null}
      {filters.brandCountryId ? select("third_branch", t("filters.thirdBranch"), options.thirdBranches, filters.thirdBranchId) : null}
      <div className="field">
        <label htmlFor="filter-type">{t("filters.type")}</label>
        <select id="filter-type" name="type" defaultValue={filters.type ?? ""}>
          <option value="">{t("filters.any")}</option>
          <option value="new">{t("filters.typeNew")}</option>
          <option value="used">{t("filters.typeUsed")}</option>
        </select>
      </div>
      <div className="field-row">
        {priceField("min_price", "filter-min", t("filters.minPrice"), filters.minPrice)}
        {priceField("max_price", "filter-max", t("filters.maxPrice"), filters.maxPrice)}
      </div>
      {options.attributeFields.map((field) => (
        <AttributeFilterField key={field.id} field={field} filters={filters} language={language} />
      ))}
      <div className="field">
        <label htmlFor="filter-sort">{t("filters.sort")}</label>
        <select id="filter-sort" name="sort" defaultValue={filters.sort}>
          <option value="special">{t("filters.sortSpecial")}</option>
          <option value="lowPrice">{t("filters.sortLowPrice")}</option>
          <option value="highPrice">{t("filters.sortHighPrice")}</option>
          {/* Best match: for a search text only (without one it is the featured order). */}
          {filters.q || filters.sort === "best" ? <option value="best">{t("filters.sortBest")}</option> : null}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-order">{t("filters.order")}</label>
        <select id="filter-order" name="order" defaultValue={filters.order}>
          <option value="desc">{t("filters.orderDesc")}</option>
          <option value="asc">{t("filters.orderAsc")}</option>
        </select>
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" name="negotiable" value="1" defaultChecked={filters.negotiable} />
        <span>{t("filters.negotiable")}</span>
      </label>
      <div className="filter-actions">
        {hydrated ? null : (
          <button type="submit" name="sheet" value="filters" className="button secondary">
            {t("filters.update")}
          </button>
        )}
        <ButtonLink to={filters.q ? `${pathname}?q=${encodeURIComponent(filters.q)}` : pathname} replace>
          {t("filters.clear")}
        </ButtonLink>
        <button type="submit" className="button primary">
          {t("filters.submit")}
        </button>
      </div>
    </Form>
  );
}

/**
 * A whole-number filter (a price, a field's bound). A value in the address that is not a whole number was not
 * applied: it is shown as typed, with `error` under it. `followAddress`: a new value from the address (a chip
 * removed, a page loaded) replaces what the field shows.
 */
function WholeNumberInput({
  id,
  name,
  value,
  unread,
  error,
  followAddress = false,
}: {
  id: string;
  name: string;
  value: string;
  unread: string | undefined;
  error: string;
  followAddress?: boolean;
}) {
  return (
    <>
      <input
        key={followAddress ? (unread ?? value) : undefined}
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={unread ?? value}
        aria-invalid={unread === undefined ? undefined : true}
        aria-describedby={unread === undefined ? undefined : `${id}-error`}
      />
      {unread === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * One of the category's filterable fields (lib/attributes.ts): a number as a
 * from/to pair, a choice as checkboxes (any of the checked matches), yes/no as
 * one checkbox. A bound that could not be read is shown as typed, with why it
 * was not applied (as the prices are).
 */
function AttributeFilterField({ field, filters, language }: { field: AttributeField; filters: AdFilters; language: Language }) {
  const { t } = useTranslation("ads");
  const name = attributeName(field.key);
  const id = `filter-${name}`;
  const label = language === "en" ? field.label_en : field.label;
  const applied = filters.attributes.find((filter) => filter.field.id === field.id);
  if (field.kind === "number") {
    const unit = language === "en" ? field.unit_en : field.unit;
    const bound = (suffix: "min" | "max") => {
      const boundName = `${name}_${suffix}`;
      const unread = filters.unreadAttributes[boundName];
      const value = applied?.kind === "range" ? applied[suffix] : null;
      const boundId = `${id}-${suffix}`;
      return (
        <div className="field">
          <label htmlFor={boundId}>
            <span className="visually-hidden">{label} </span>
            {t(suffix === "min" ? "filters.from" : "filters.to")}
          </label>
          <WholeNumberInput
            id={boundId}
            name={boundName}
            value={value === null ? "" : String(value)}
            unread={unread}
            error={t("filters.attributeWhole")}
            // A new value from the address (a chip removed, a page loaded) replaces what the field shows.
            followAddress
          />
        </div>
      );
    };
    return (
      <fieldset className="attribute-range">
        <legend>{unit ? t("filters.withUnit", { label, unit }) : label}</legend>
        <div className="field-row">
          {bound("min")}
          {bound("max")}
        </div>
      </fieldset>
    );
  }
  if (field.kind === "yes_no") {
    return (
      <label className="switch">
        <input key={applied ? "on" : "off"} type="checkbox" name={name} value="yes" defaultChecked={applied?.kind === "yes"} />
        <span>{label}</span>
      </label>
    );
  }
  if (field.kind !== "one_of" && field.kind !== "several_of") return null;
  const checked = applied?.kind === "choice" ? applied.optionIds : [];
  return (
    <fieldset className="choice-group attribute-choices">
      <legend>{label}</legend>
      {field.options.map((option) => (
        <label key={option.id} className="choice">
          <input key={String(checked.includes(option.id))} type="checkbox" name={name} value={option.key} defaultChecked={checked.includes(option.id)} />
          <span>{language === "en" ? option.label_en : option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
