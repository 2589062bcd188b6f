import { Form } from "@remix-run/react";
import { formatNumber } from "~/lib/format";
import { localName, type Language } from "~/lib/i18n";
import { TableHead } from "~/components/ui/data-table";
import { SubmitRow } from "~/components/forms/submit-button";

interface GridCategory {
  id: number;
  name: string;
  name_en: string;
}

/**
 * Prices per category and option (bump options, packs of extra ads), one box
 * each in whole EGP; an empty box takes the option off sale there. With
 * `onlyChanged`, each box carries the price it showed, so `readPriceGrid`
 * writes only the boxes changed on this form.
 */
export function PriceGrid({
  categories,
  options,
  priceOf,
  optionLabel,
  texts,
  onlyChanged = false,
  className,
  language,
}: {
  categories: GridCategory[];
  options: number[];
  priceOf: (categoryId: number, option: number) => number | undefined;
  optionLabel: (option: number, n: string) => string;
  texts: { title: string; category: string; save: string };
  onlyChanged?: boolean;
  className: string;
  language: Language;
}) {
  const label = (option: number) => optionLabel(option, formatNumber(option, language));
  return (
    <Form method="post" className={className}>
      <div className="table-wrap">
        <table className="data-table">
          <caption className="visually-hidden">{texts.title}</caption>
          <TableHead columns={[texts.category, ...options.map(label)]} />
          <tbody>
            {categories.map((category) => (
              <tr key={category.id} data-category-id={category.id}>
                <th scope="row">{localName(category, language)}</th>
                {options.map((option) => (
                  <td key={option}>
                    {onlyChanged ? <input type="hidden" name={`was_${category.id}_${option}`} value={priceOf(category.id, option) ?? ""} /> : null}
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={100000}
                      step={1}
                      name={`price_${category.id}_${option}`}
                      defaultValue={priceOf(category.id, option) ?? ""}
                      aria-label={`${localName(category, language)}: ${label(option)}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SubmitRow>{texts.save}</SubmitRow>
    </Form>
  );
}

/**
 * The boxes of a PriceGrid form to write: null for a removed option, else a
 * whole price from 1 to 100,000 EGP; `"invalid"` when any box is not one
 * (nothing is written then). Boxes left as they were shown are skipped.
 */
export function readPriceGrid(
  formData: FormData,
  categories: Array<{ id: number }>,
  options: number[],
): Array<{ categoryId: number; option: number; price: number | null }> | "invalid" {
  const rows: Array<{ categoryId: number; option: number; price: number | null }> = [];
  for (const category of categories) {
    for (const option of options) {
      const text = String(formData.get(`price_${category.id}_${option}`) ?? "").trim();
      const shown = formData.get(`was_${category.id}_${option}`);
      if (typeof shown === "string" && shown.trim() === text) continue;
      if (text === "") {
        rows.push({ categoryId: category.id, option, price: null });
        continue;
      }
      const price = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (!(price >= 1 && price <= 100000)) return "invalid";
      rows.push({ categoryId: category.id, option, price });
    }
  }
  return rows;
}
