/**
 * The catalogue of each language comes in two parts (decision 041): the **core** — the texts the
 * shell and the order list need for their first screen — and the **rest**. The first screen loads
 * the core only; every other page, and every lazily loaded piece that needs more, awaits the rest
 * (`withAllTexts` in i18n.ts, `page()` in app/router.tsx). `catalogue-parts.test.ts` checks that
 * the code rendering before the rest arrives names only core texts: a text used there from
 * outside the core fails it until its group, subgroup or key is added here.
 */
export const CORE_TEXTS = [
  'errors',
  'common',
  'banner',
  'footer',
  'userCentre',
  // The banner's merchant entry and its frozen/cleared notice; the apply, audit and operator pages load the rest.
  'merchant.entry',
  'merchant.noticeTitle',
  'merchant.frozen',
  'merchant.cleared',
  'pager',
  'pages',
  // The order list's own texts; the detail, tracking, dialogs and withdrawal texts load with the rest.
  'orders.orderNumber',
  'orders.list',
  'orders.status',
  'orders.tabs',
  'orders.source',
  'orders.search',
  'orders.timespan',
  'orders.card',
  'orders.actions',
  'orders.messages',
  'orders.operationNotOffered',
  'orders.packageAlreadySigned',
  'orders.alreadyPostponed',
  'orders.detail.points',
  'orders.detail.payCountdown',
  'orders.detail.countdownA11y',
  'orders.withdraw.action',
  'orders.withdraw.actionLastDay',
  'catalog.attributes',
] as const;

export type CataloguePart = 'core' | 'rest';

type Tree = { [key: string]: unknown };

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `a.b.count_one` → `a.b.count`: a plural form belongs with its key. */
const withoutPlural = (path: string) => path.replace(/_(?:zero|one|two|few|many|other)$/, '');

/** Whether the text at `path` (a key, or a group or prefix of keys) is wholly in the core. */
export function isCoreText(path: string): boolean {
  const base = withoutPlural(path);
  return CORE_TEXTS.some((entry) => base === entry || base.startsWith(`${entry}.`));
}

/** The part of a catalogue that `part` names (whole groups, or keys and subgroups within one). */
export function catalogueSlice<T extends Tree>(catalogue: T, part: CataloguePart): Partial<T> {
  const slice = (tree: Tree, prefix: string): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isCoreText(path)) {
        if (part === 'core') out[key] = value;
      } else if (isTree(value) && CORE_TEXTS.some((entry) => entry.startsWith(`${path}.`))) {
        const inner = slice(value, path);
        if (Object.keys(inner).length) out[key] = inner;
      } else if (part === 'rest') out[key] = value;
    }
    return out;
  };
  return slice(catalogue, '') as Partial<T>;
}
