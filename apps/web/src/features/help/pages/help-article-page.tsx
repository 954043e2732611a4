import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useArticleLookUp } from '../api/create-article-look-up.ts';
import { useArticleInfo } from '../api/query-article-info.ts';
import { useArticleRecommend } from '../api/query-article-recommend.ts';
import { ArticleCard } from '../components/article-card.tsx';
import styles from './help.module.css';

/** /help/:code: one article, its likes and views, a like button and articles to read next. */
export default function HelpArticlePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const location = useLocation();
  const formatDate = useFormatDateTime();
  const user = useCurrentUser();
  const member = isMember(user.data);
  const info = useArticleInfo(code);
  const lookUp = useArticleLookUp(code);
  usePageTitle(info.data?.title ?? t('help.title'));
  const article = info.data;

  // A signed-in reader's view is counted once (the server keeps it once per reader anyway).
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (!member || !article || article.up.viewed || viewed.current === article.id) return;
    viewed.current = article.id;
    lookUp.mutate({ articleId: article.id, lookUpType: 'VIEW' });
  }, [member, article, lookUp]);

  const back = (
    <Link to={paths.help} className={styles.back}>
      {t('help.back')}
    </Link>
  );
  if (info.isPending) return <PageSpinner />;
  if (info.isError || !article) {
    const missing = isApiError(info.error) && info.error.status === 404;
    return (
      <div className={styles.page}>
        {back}
        {missing ? (
          <h1>{t('help.notFound')}</h1>
        ) : (
          <ErrorAlert error={info.error} onRetry={() => info.refetch()} />
        )}
      </div>
    );
  }
  const liked = article.up.liked;
  return (
    <div className={styles.page}>
      {back}
      <article className={styles.article} aria-labelledby="article-title">
        <p className={styles.muted}>{article.categoryName}</p>
        <h1 id="article-title">{article.title}</h1>
        <p className={styles.muted}>
          {t('help.updated', { date: formatDate(article.updatedAt, false) })} ·{' '}
          {t('help.views', { count: article.up.viewCount })} ·{' '}
          {t('help.likes', { count: article.up.likeCount })}
        </p>
        <p className={styles.lead}>{article.summary}</p>
        {article.content.split(/\n\s*\n/).map((para, i) => (
          // Paragraphs have no id of their own; their order never changes within an article.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{para}</p>
        ))}
        <div className={styles.feedback}>
          <span>{t('help.helpful')}</span>
          {member ? (
            <button
              type="button"
              className={styles.button}
              aria-pressed={liked}
              disabled={liked || lookUp.isPending}
              onClick={() => lookUp.mutate({ articleId: article.id, lookUpType: 'LIKE' })}
            >
              {liked ? <LikeFilled aria-hidden="true" /> : <LikeOutlined aria-hidden="true" />}{' '}
              {liked ? t('help.liked') : t('help.like')}
            </button>
          ) : (
            <Link to={`${paths.login}?${new URLSearchParams({ redirect: location.pathname })}`}>
              {t('help.signInToLike')}
            </Link>
          )}
          {lookUp.isError ? <ErrorAlert error={lookUp.error} /> : null}
        </div>
      </article>
      <Related articleId={article.id} />
    </div>
  );
}

function Related({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const related = useArticleRecommend(articleId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('help.related')}</h2>
      <ul className={styles.list}>
        {related.data.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} level={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
