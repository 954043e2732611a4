/**
 * Choosing a SKU by its attributes on the product page: one value per attribute name picks the SKU.
 * Pure, so the rules are tested without a browser.
 */

export interface ChoiceSku {
  id: number;
  attributes: readonly { attrKey: string; attrVal: string }[];
}

/** What the page knows live of a SKU: can it be bought on this storefront now. */
export type Buyable = (skuId: number) => boolean;

export type Selection = Readonly<Record<string, string>>;

export const selectionOf = (sku: ChoiceSku): Selection =>
  Object.fromEntries(sku.attributes.map((a) => [a.attrKey, a.attrVal]));

const matches = (sku: ChoiceSku, selection: Selection) =>
  sku.attributes.every((a) => selection[a.attrKey] === undefined || selection[a.attrKey] === a.attrVal);

/** The first SKU that can be bought, else the first SKU: what the page opens on. */
export function initialSku<S extends ChoiceSku>(skus: readonly S[], buyable: Buyable): S | undefined {
  return skus.find((s) => buyable(s.id)) ?? skus[0];
}

/**
 * The SKU after choosing `value` for `attrKey`: the one that keeps every other choice, else the
 * buyable one with that value that keeps the most other choices (a colour that only comes in one size
 * moves the size along), else any with that value.
 */
export function chooseValue<S extends ChoiceSku>(
  skus: readonly S[],
  current: Selection,
  attrKey: string,
  value: string,
  buyable: Buyable,
): S | undefined {
  const wanted = { ...current, [attrKey]: value };
  const exact = skus.find((s) => matches(s, wanted));
  if (exact) return exact;
  const withValue = skus.filter((s) =>
    s.attributes.some((a) => a.attrKey === attrKey && a.attrVal === value),
  );
  const kept = (s: ChoiceSku) => s.attributes.filter((a) => current[a.attrKey] === a.attrVal).length;
  const ranked = [...withValue].sort(
    (a, b) => Number(buyable(b.id)) - Number(buyable(a.id)) || kept(b) - kept(a),
  );
  return ranked[0];
}

/**
 * How a value shows beside the current choices: `current` (chosen), `available` (a buyable SKU has it
 * with the other choices), `other` (only with other choices, or only sold out).
 */
export function valueState(
  skus: readonly ChoiceSku[],
  current: Selection,
  attrKey: string,
  value: string,
  buyable: Buyable,
): 'current' | 'available' | 'other' {
  if (current[attrKey] === value) return 'current';
  const wanted = { ...current, [attrKey]: value };
  return skus.some((s) => matches(s, wanted) && buyable(s.id)) ? 'available' : 'other';
}
