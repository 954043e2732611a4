import { CATEGORY_CODES, type CategoryCode } from '@kontor/domain/catalog/catalog-codes';
import type { ProductCard as Card } from '@kontor/domain/catalog/catalog-responses';
import { Empty, Input, Radio } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageItemCards } from '../api/page-item-cards.ts';
import styles from './catalog-browser.module.css';
import { ProductCard } from './product-card.tsx';

export const CATALOG_PAGE_SIZE = 12;

interface CatalogBrowserProps {
  /** The action under each card (the page composes the cart's add-to-cart button). */
  renderAction?: (card: Card) => ReactNode;
}

function isCategory(value: string | null): value is CategoryCode {
  return !!value && (CATEGORY_CODES as readonly string[]).includes(value);
}

/** The catalogue: category filter, keyword search, product cards and pages; all state in the URL. */
export function CatalogBrowser({ renderAction }: CatalogBrowserProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('pageNo') ?? '1', 10) || 1);
  const cards = usePageItemCards({
    page: { no: pageNo, size: CATALOG_PAGE_SIZE },
    ...(category ? { categoryCode: category } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const total = cards.data?.total ?? 0;
  // A page beyond the end (after a filter change elsewhere) goes back to the last page.
  useEffect(() => {
    if (cards.data && pageNo > 1 && cards.data.data.length === 0 && total > 0) {
      update({ pageNo: String(Math.ceil(total / CATALOG_PAGE_SIZE)) });
    }
  });

  return (
    <div className={styles.browser}>
      <div className={styles.filters}>
        <search className={styles.search}>
          <Input.Search
            key={keyword ?? ''}
            defaultValue={keyword}
            placeholder={t('catalog.search.placeholder')}
            aria-label={t('catalog.search.label')}
            enterButton={t('catalog.search.submit')}
            allowClear
            size="large"
            maxLength={100}
            onSearch={(value) => update({ keyword: value.trim() || undefined, pageNo: undefined })}
          />
        </search>
        <Radio.Group
          className={mobile ? styles.categoriesScroll : styles.categories}
          aria-label={t('catalog.category.label')}
          optionType="button"
          buttonStyle="solid"
          value={category ?? ''}
          onChange={(e) => update({ category: e.target.value || undefined, pageNo: undefined })}
          options={[
            { value: '', label: t('catalog.category.all') },
            ...CATEGORY_CODES.map((code) => ({ value: code, label: t(`catalog.category.${code}`) })),
          ]}
        />
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
        <Empty
          className={styles.empty}
          description={keyword || category ? t('catalog.emptyFiltered') : t('catalog.empty')}
        />
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
          pageSize={CATALOG_PAGE_SIZE}
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
