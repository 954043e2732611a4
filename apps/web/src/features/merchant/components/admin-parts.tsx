import { Select } from 'antd';
import { type Key, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PagedList, type PagedQuery } from '../../../shared/ui/paged-list.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import styles from './operator-console.module.css';

/** Status badges in colours with AA contrast: good (green), waiting (amber), stopped (red), frozen (blue). */
const TONES: Record<string, string> = {
  AUDIT: 'waiting',
  PASS: 'good',
  REJECT: 'stopped',
  SELLER: 'good',
  FROZEN: 'frozen',
  CLEARED: 'stopped',
  STOPPED: 'stopped',
};

export function StatusBadge({ status, children }: { status: string; children: string }) {
  return <span className={`${styles.badge} ${styles[TONES[status] ?? 'waiting']}`}>{children}</span>;
}

/** A positive whole number from the URL, or undefined. */
export const idParam = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The page number and the filters of an operator list, kept in the URL (`?page=2&status=AUDIT`): a
 * new filter starts at page one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = idParam(params.get('page')) ?? 1;
  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return { params, page, set };
}

/** A status filter above a list ("All" or one status), labelled for screen readers and sighted users. */
export function StatusFilter<S extends string>({
  value,
  statuses,
  labelOf,
  onChange,
}: {
  value: S | undefined;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  onChange: (status: S | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{t('merchant.admin.filter.status')}</label>
      <Select
        id={id}
        value={value ?? 'ALL'}
        style={{ minWidth: 180 }}
        onChange={(v: string) => onChange(v === 'ALL' ? undefined : (v as S))}
        options={[
          { value: 'ALL', label: t('merchant.admin.filter.all') },
          ...statuses.map((s) => ({ value: s, label: labelOf(s) })),
        ]}
      />
    </div>
  );
}

/**
 * An operator list filtered by one status, paged, its filter and page in the URL: the applications
 * and the shops. `useList` asks for one page (of `pageSize`) with the status or all of them.
 */
export function StatusListPage<S extends string, T extends { id: Key }>({
  title,
  statuses,
  labelOf,
  useList,
  pageSize,
  empty,
  children,
  after,
}: {
  title: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  useList: (page: number, status: S | undefined) => PagedQuery<T>;
  pageSize: number;
  empty: string;
  children: (row: T) => ReactNode;
  after?: ReactNode;
}) {
  usePageTitle(title);
  const { params, page, set } = useListParams();
  const raw = params.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(raw) ? (raw as S) : undefined;
  const list = useList(page, status);
  return (
    <section className={styles.page}>
      <PageHeading title={title} />
      <div className={styles.filters}>
        <StatusFilter
          value={status}
          statuses={statuses}
          labelOf={labelOf}
          onChange={(s) => set({ status: s })}
        />
      </div>
      <PagedList
        query={list}
        label={title}
        empty={empty}
        page={page}
        pageSize={pageSize}
        onPage={(no) => set({ page: no })}
        keyOf={(row) => row.id}
      >
        {children}
      </PagedList>
      {after}
    </section>
  );
}
