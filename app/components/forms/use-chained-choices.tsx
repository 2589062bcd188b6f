import type { FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { NamedOption } from "~/components/ui/name-select";
import type { Language } from "~/lib/i18n";
import { useChoicesPickedBeforeHydration } from "./before-hydration";
import { ChainedSelect } from "./chained-select";

/** A row of a chained list: a category under its parent, a region under its governorate. */
export interface ChainedOption extends NamedOption {
  parent_id?: number | null;
}

/**
 * The state of a form's chained selects (category → subcategory → …,
 * governorate → region): what is chosen at each level, and a `select` that
 * renders one level. Choosing a level empties the levels under it in its
 * chain; a level under an unchosen parent is empty and disabled. Choices made
 * before hydration are read back once (before-hydration.ts).
 */
export function useChainedChoices<Choice extends Record<string, string>>({
  formId,
  chains,
  initial,
  fields,
  language,
  empty,
  waiting,
  keySuffix = "",
  onChosen,
}: {
  formId: string;
  chains: ReadonlyArray<ReadonlyArray<keyof Choice & string>>;
  initial: () => Choice;
  /** conform's fields of the form (each level is one). */
  fields: object;
  language: Language;
  /** The empty option's text, and its text while the parent is not chosen yet. */
  empty: string;
  waiting: string;
  /** Added to each select's key: a new key remakes the select with its new default. */
  keySuffix?: string;
  /** After a choice (once the state is updated), for a form that checks itself. */
  onChosen?: () => void;
}) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<Choice>(initial);
  useChoicesPickedBeforeHydration(formId, chains, setChoice);

  const onChoice = (name: keyof Choice & string, value: string) => {
    setChoice((current) => {
      const next: Record<string, string> = { ...current, [name]: value };
      const chain = chains.find((levels) => levels.includes(name)) ?? [];
      for (const child of chain.slice(chain.indexOf(name) + 1)) next[child] = "";
      return next as Choice;
    });
    if (onChosen) setTimeout(onChosen, 0);
  };

  /** One level: all of `items` at the top of a chain (no parent), else the children of the parent's choice. */
  const select = (
    name: keyof Choice & string,
    label: string,
    items: ChainedOption[],
    parent: (keyof Choice & string) | null,
    required?: boolean,
  ): ReactNode => {
    const parentValue = parent === null ? null : choice[parent];
    const disabled = parentValue === "";
    const shown = parentValue === null ? items : parentValue ? items.filter((item) => String(item.parent_id) === parentValue) : [];
    return (
      <ChainedSelect
        field={(fields as Record<string, FieldMetadata<unknown>>)[name]}
        label={label}
        items={shown}
        language={language}
        value={choice[name]}
        selectKey={`${name}-${parentValue ?? ""}${keySuffix}`}
        disabled={disabled}
        required={required}
        empty={disabled ? waiting : empty}
        onChoose={hydrated ? (value) => onChoice(name, value) : undefined}
      />
    );
  };

  return { choice, select };
}
