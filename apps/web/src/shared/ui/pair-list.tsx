import type { ReactNode } from 'react';

/** Label–value rows as a description list; a row without a value is left out. */
export function PairList({
  rows,
  className,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, v]) => !!v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
