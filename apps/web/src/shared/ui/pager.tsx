import { useTranslation } from 'react-i18next';
import { LeftOutlined, RightOutlined } from './icons.tsx';
import styles from './pager.module.css';

interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation ("Product pages"). */
  label: string;
  /** Phones: previous, "page x of y", next. */
  compact?: boolean;
}

/** Page numbers around the current one, with gaps: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(n - 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

/**
 * A light pager (plain buttons) for lists whose routes count against the JS budget; antd's
 * Pagination brings its page-size Select along even when the size changer is off.
 */
export function Pager({ current, pageSize, total, onChange, label, compact }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => go(current - 1)}
        disabled={current <= 1}
        aria-label={t('pager.previous')}
      >
        <LeftOutlined aria-hidden="true" />
      </button>
      {compact ? (
        <span className={styles.status}>{t('pager.status', { current, pages })}</span>
      ) : (
        <ul className={styles.pages}>
          {pageWindow(current, pages).map((item, index) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={t('pager.page', { page: item })}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => go(current + 1)}
        disabled={current >= pages}
        aria-label={t('pager.next')}
      >
        <RightOutlined aria-hidden="true" />
      </button>
    </nav>
  );
}

/** After a page change: move focus to the results' heading (for screen readers) and bring it into view. */
export function revealResults(target: HTMLElement | null | undefined): void {
  target?.focus({ preventScroll: true });
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
