import type {
  ArticleCategory,
  ArticleDetail,
  ArticleInfo,
  ArticleLookUpType,
  ArticleRefInput,
  ArticleSummary,
  ArticleUp,
  Language,
  PageArticlesInput,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type ArticleRow, contentRepository } from './content-repository.ts';

// The help centre's rules (decision 060): articles are public and read in the reader's language;
// a like and a view count once per signed-in user and article.

const summaryOf = (r: ArticleRow): ArticleSummary => ({
  id: r.id,
  code: r.code,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  summary: r.summary,
  likeCount: r.like_count,
  viewCount: r.view_count,
  updatedAt: r.updated_at.toISOString(),
});

const detailOf = (r: ArticleRow): ArticleDetail => ({ ...summaryOf(r), content: r.content });

export async function articleCategories(db: Db, language: Language): Promise<ArticleCategory[]> {
  const rows = await contentRepository.categories(db, language);
  return rows.map((c) => ({ id: c.id, code: c.code, name: c.name, articleCount: c.article_count }));
}

export async function pageArticles(db: Db, language: Language, input: PageArticlesInput) {
  const { rows, total } = await contentRepository.page(
    db,
    language,
    { categoryId: input.categoryId, keyword: input.keyword },
    input.page.size,
    (input.page.no - 1) * input.page.size,
  );
  return { data: rows.map(summaryOf), total };
}

async function findArticle(q: Queryable, language: Language, ref: ArticleRefInput): Promise<ArticleRow> {
  const row = await contentRepository.find(q, language, ref);
  if (!row) throw notFound();
  return row;
}

export async function articleDetail(
  db: Db,
  language: Language,
  ref: ArticleRefInput,
): Promise<ArticleDetail> {
  return detailOf(await findArticle(db, language, ref));
}

async function upOf(
  q: Queryable,
  row: Pick<ArticleRow, 'id' | 'like_count' | 'view_count'>,
  userId: number | null,
) {
  const mine = userId ? await contentRepository.lookUpsOf(q, row.id, userId) : [];
  return {
    articleId: row.id,
    likeCount: row.like_count,
    viewCount: row.view_count,
    liked: mine.includes('LIKE'),
    viewed: mine.includes('VIEW'),
  } satisfies ArticleUp;
}

/** An article with its likes and views and the caller's own (a visitor has given none). */
export async function articleInfo(
  db: Db,
  language: Language,
  ref: ArticleRefInput,
  userId: number | null,
): Promise<ArticleInfo> {
  const row = await findArticle(db, language, ref);
  return { ...detailOf(row), up: await upOf(db, row, userId) };
}

/** A like or a view by the caller: counted once, repeats answer the same counts. */
export async function lookUpArticle(
  db: Db,
  userId: number,
  articleId: number,
  type: ArticleLookUpType,
): Promise<ArticleUp> {
  return db.tx(async (q) => {
    const exists = await contentRepository.counts(q, articleId);
    if (!exists) throw notFound();
    await contentRepository.addLookUp(q, articleId, userId, type);
    const counts = await contentRepository.counts(q, articleId);
    return upOf(q, { id: articleId, ...counts! }, userId);
  });
}

export async function recommendArticles(
  db: Db,
  language: Language,
  articleId: number | undefined,
  size: number,
): Promise<ArticleSummary[]> {
  const rows = await contentRepository.recommend(db, language, articleId ?? null, size);
  return rows.map(summaryOf);
}
