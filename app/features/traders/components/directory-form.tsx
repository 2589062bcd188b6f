import { Form, useSubmit } from "@remix-run/react";
import { useRef, type ChangeEvent, type SelectHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Language } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { NameSelect, type NamedOption } from "~/components/ui/name-select";
import { maxLengthAttribute } from "~/lib/text-length";

type Option = NamedOption;

export interface DirectoryFilters {
  q: string;
  categoryId: number | null;
  governorateId: number | null;
  regionId: number | null;
}

interface Props {
  action: string;
  filters: DirectoryFilters;
  language: Language;
  categories: Option[];
  governorates: Option[];
  regions: Option[];
}

/**
 * The directory's search: a GET form whose state is the address. The region
 * list belongs to the chosen governorate and is disabled until there is one.
 * Without JavaScript an "update" button reloads the form with the regions
 * filled in; with JavaScript a new governorate loads them at once, and a
 * region chosen or cleared reloads the list.
 */
export function DirectoryForm({ action, filters, language, categories, governorates, regions }: Props) {
  const { t } = useTranslation("traders");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  const reload = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = formRef.current;
    if (!form) return;
    if (event.target.name === "governorate") {
      const region = form.elements.namedItem("region") as HTMLSelectElement | null;
      if (region) region.value = "";
    }
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) if (value === "") data.delete(key);
    submit(data, { method: "get", action, replace: true, preventScrollReset: true });
  };
  const onChange = hydrated ? { onChange: reload } : {};

  const select = (
    name: string,
    label: string,
    items: Option[],
    value: number | null,
    props: SelectHTMLAttributes<HTMLSelectElement> = {},
    disabled = false,
  ) => (
    <NameSelect
      id={`traders-${name}`}
      name={name}
      label={label}
      any={t("directory.any")}
      items={items}
      value={value}
      language={language}
      disabled={disabled}
      selectProps={props}
    />
  );

  return (
    <Form method="get" action={action} className="directory-form" ref={formRef} role="search" aria-label={t("directory.filtersLabel")} preventScrollReset>
      <div className="field directory-q">
        <label htmlFor="traders-q">{t("directory.search")}</label>
        <input
          id="traders-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          key={`q-${filters.q}`}
          placeholder={t("directory.searchPlaceholder")}
          enterKeyHint="search"
          maxLength={maxLengthAttribute(100)}
        />
      </div>
      {select("category", t("directory.category"), categories, filters.categoryId)}
      {select("governorate", t("directory.governorate"), governorates, filters.governorateId, onChange)}
      {select("region", t("directory.region"), regions, filters.regionId, onChange, !filters.governorateId)}
      {filters.governorateId ? null : <p className="muted directory-hint">{t("directory.chooseGovernorateFirst")}</p>}
      <div className="filter-actions">
        {hydrated ? null : (
          <button type="submit" className="button secondary">
            {t("directory.update")}
          </button>
        )}
        <button type="submit" className="button primary">
          {t("directory.submit")}
        </button>
      </div>
    </Form>
  );
}
