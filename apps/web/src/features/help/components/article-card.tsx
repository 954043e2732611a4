import type { ArticleSummary } from '@kontor/domain/content/content-responses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { to } from '../../../shared/paths.ts';
import styles from '../pages/help.module.css';

/** One article in a list: its topic, title (the link), summary and likes. */
export function ArticleCard({ article, level = 2 }: { article: ArticleSummary; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <p className={styles.muted}>{article.categoryName}</p>
      <Heading className={styles.cardTitle}>
        <Link to={to('helpArticle', { code: article.code })}>{article.title}</Link>
      </Heading>
      <p>{article.summary}</p>
      <p className={styles.muted}>{t('help.likes', { count: article.likeCount })}</p>
    </article>
  );
}
