import { CATEGORY_CODES, type CategoryCode } from '@kontor/domain/catalog/catalog-codes';
import type { ProductCard as Card } from '@kontor/domain/catalog/catalog-responses';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdScope } from '../../../shared/ui/antd-scope.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageItemCards } from '../api/page-item-cards.ts';
import { catalogInput } from '../model/catalog-query.ts';
import styles from './catalog-browser.module.css';
import { ProductCard } from './product-card.tsx';

// antd's empty state (its picture) only when a search finds nothing: the first screen has no antd.
const CatalogEmpty = lazy(() => import('./catalog-empty.tsx'));

interface CatalogBrowserProps {
  /** The action under each card (the page composes the cart's add-to-cart button). */
  renderAction?: (card: Card) => ReactNode;
}

/**
 * The catalogue: category filter, keyword search, product cards and pages; all state in the URL.
 * Plain markup drawn like antd's large search and solid radio buttons (decision 076): the home
 * page's first screen loads no antd.
 */
export function CatalogBrowser({ renderAction }: CatalogBrowserProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const input = catalogInput(params);
  const category = input.categoryCode as CategoryCode | undefined;
  const keyword = input.keyword;
  const pageNo = input.page.no;
  const cards = usePageItemCards(input);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    update({ keyword: (typeof value === 'string' ? value.trim() : '') || undefined, pageNo: undefined });
  };

  const total = cards.data?.total ?? 0;
  const emptyText = keyword || category ? t('catalog.emptyFiltered') : t('catalog.empty');
  // A page beyond the end (after a filter change elsewhere) goes back to the last page.
  useEffect(() => {
    if (cards.data && pageNo > 1 && cards.data.data.length === 0 && total > 0) {
      update({ pageNo: String(Math.ceil(total / input.page.size)) });
    }
  });

  return (
    <div className={styles.browser}>
      <div className={styles.filters}>
        <search className={styles.search}>
          <form onSubmit={onSearch} className={styles.searchForm}>
            <input
              key={keyword ?? ''}
              name="keyword"
              type="search"
              className={styles.input}
              defaultValue={keyword}
              placeholder={t('catalog.search.placeholder')}
              aria-label={t('catalog.search.label')}
              maxLength={100}
              enterKeyHint="search"
            />
            <button type="submit" className={styles.searchButton}>
              {t('catalog.search.submit')}
            </button>
          </form>
        </search>
        <div
          role="radiogroup"
          className={mobile ? styles.categoriesScroll : styles.categories}
          aria-label={t('catalog.category.label')}
        >
          {['', ...CATEGORY_CODES].map((code) => (
            <label
              key={code}
              className={`${styles.pill}${(category ?? '') === code ? ` ${styles.pillOn}` : ''}`}
            >
              <input
                type="radio"
                name={`${ids}-category`}
                className={styles.pillInput}
                value={code}
                checked={(category ?? '') === code}
                onChange={() => update({ category: code || undefined, pageNo: undefined })}
              />
              {code ? t(`catalog.category.${code}`) : t('catalog.category.all')}
            </label>
          ))}
        </div>
      </div>

      <h2 ref={resultsRef} className={styles.resultsTitle} tabIndex={-1}>
        {category ? t(`catalog.category.${category}`) : t('catalog.allProducts')}
        {cards.data ? (
          <span className={styles.count} aria-live="polite">
            {t('catalog.count', { count: total })}
          </span>
        ) : null}
      </h2>

      {cards.isError ? <ErrorAlert error={cards.error} onRetry={() => void cards.refetch()} /> : null}

      {cards.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className={styles.skeleton}>
              <span className={styles.skeletonImage} />
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineShort} />
            </li>
          ))}
        </ul>
      ) : null}

      {cards.data && cards.data.data.length === 0 ? (
        <AntdScope fallback={<p className={styles.empty}>{emptyText}</p>}>
          <Suspense fallback={<p className={styles.empty}>{emptyText}</p>}>
            <CatalogEmpty className={styles.empty} text={emptyText} />
          </Suspense>
        </AntdScope>
      ) : null}

      {cards.data && cards.data.data.length > 0 ? (
        <ul className={styles.grid} aria-busy={cards.isPlaceholderData}>
          {cards.data.data.map((card, index) => (
            <li key={card.itemId}>
              {/* The first card's picture is the page's largest paint on a phone: fetched at once. */}
              <ProductCard card={card} action={renderAction?.(card)} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.pagination}>
        <Pager
          label={t('catalog.pagination')}
          current={pageNo}
          pageSize={input.page.size}
          total={total}
          compact={mobile}
          onChange={(no) => {
            update({ pageNo: no > 1 ? String(no) : undefined });
            revealResults(resultsRef.current);
          }}
        />
      </div>
    </div>
  );
}
