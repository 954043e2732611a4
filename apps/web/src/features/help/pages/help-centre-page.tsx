import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useArticleCategories } from '../api/list-article-categories.ts';
import { useArticles } from '../api/page-articles.ts';
import { ArticleCard } from '../components/article-card.tsx';
import styles from './help.module.css';

const PAGE_SIZE = 50;

/** /help?category&keyword: the help centre — topics, a search, and the articles (decision 060). */
export default function HelpCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('help.title'));
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const keyword = params.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  const categories = useArticleCategories();
  const articles = useArticles({
    ...(categoryId ? { categoryId } : {}),
    ...(keyword ? { keyword } : {}),
    page: { no: 1, size: PAGE_SIZE },
  });
  const choose = (id?: number) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', String(id));
    else next.delete('category');
    setParams(next);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(params);
    if (draft.trim()) next.set('keyword', draft.trim());
    else next.delete('keyword');
    setParams(next);
  };
  return (
    <div className={styles.page}>
      <PageHeading title={t('help.title')} subtitle={t('help.intro')} />
      <search>
        <form className={styles.search} onSubmit={search}>
          <label htmlFor="help-search" className="k-sr-only">
            {t('help.searchLabel')}
          </label>
          <input
            id="help-search"
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('help.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className={styles.button}>
            {t('help.search')}
          </button>
        </form>
      </search>
      {categories.isError ? (
        <ErrorAlert error={categories.error} onRetry={() => categories.refetch()} />
      ) : null}
      {categories.data ? (
        <fieldset className={styles.topics}>
          <legend className="k-sr-only">{t('help.topics')}</legend>
          <button type="button" className={styles.topic} aria-pressed={!categoryId} onClick={() => choose()}>
            {t('help.all')}
          </button>
          {categories.data.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.topic}
              aria-pressed={categoryId === c.id}
              onClick={() => choose(c.id)}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {articles.isPending ? <PageSpinner /> : null}
      {articles.isError ? <ErrorAlert error={articles.error} onRetry={() => articles.refetch()} /> : null}
      {articles.data ? (
        articles.data.data.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('help.empty')}
          </p>
        ) : (
          <ul className={styles.list} aria-busy={articles.isFetching}>
            {articles.data.data.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
