import type { Key, ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { PageSpinner } from './page-spinner.tsx';
import styles from './paged-list.module.css';
import { Pager } from './pager.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/** What a paged list needs of its query (a react-query result of a `{ data, total }` page). */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { data: T[]; total: number } | undefined;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** The list's accessible name, also the pager's. */
  label: string;
  /** Shown when the page has no rows. */
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  keyOf: (row: T) => Key;
  /** One row's content (inside its list item). */
  children: (row: T) => ReactNode;
}

/**
 * One list of cards with its pager, as every console list shows it: a spinner while the first page
 * loads, the error with a retry, the empty text, or the rows and the pager (compact on phones).
 */
export function PagedList<T>({
  query,
  label,
  empty,
  page,
  pageSize,
  onPage,
  keyOf,
  children,
}: PagedListProps<T>) {
  const mobile = useIsMobile();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data?.data ?? [];
  if (!rows.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={keyOf(row)} className={styles.row}>
            {children(row)}
          </li>
        ))}
      </ul>
      <Pager
        current={page}
        pageSize={pageSize}
        total={query.data?.total ?? 0}
        onChange={onPage}
        label={label}
        compact={mobile}
      />
    </>
  );
}
