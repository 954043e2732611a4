import type { CSSProperties, ReactNode } from 'react';

/** One label–value row; the third element styles the row or its value. */
export type PairRow =
  | readonly [label: string, value: ReactNode]
  | readonly [label: string, value: ReactNode, style: { row?: string; value?: string }];

/**
 * Label–value rows as a description list (`<dl>` of `<div><dt><dd>`), the one way the app shows
 * facts. A row that is not there (`null`, `false`) or has no value is left out, so optional facts
 * are written inline: `[t('…email'), user.email]`, `discounted ? [t('…discount'), amount] : null`.
 */
export function PairList({
  rows,
  className,
  style,
}: {
  rows: readonly (PairRow | null | false | undefined)[];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <dl className={className} style={style}>
      {rows.map((row) => {
        if (!row) return null;
        const [label, value, styles] = row;
        if (!value) return null;
        return (
          <div key={label} className={styles?.row}>
            <dt>{label}</dt>
            <dd className={styles?.value}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
