import type { ArticleLookUpType, Language } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';

// All SQL of the help centre (migration 0029): categories, articles, their texts per language and
// each user's like and view. A text missing in the reader's language falls back to English.

export interface ArticleRow {
  id: number;
  code: string;
  category_id: number;
  category_name: string;
  title: string;
  summary: string;
  content: string;
  like_count: number;
  view_count: number;
  updated_at: Date;
}

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  article_count: number;
}

const ARTICLE_COLUMNS = `a.id::int AS id, a.code, a.category_id::int AS category_id,
  COALESCE(ct.name, cte.name) AS category_name,
  COALESCE(t.title, te.title) AS title, COALESCE(t.summary, te.summary) AS summary,
  COALESCE(t.content, te.content) AS content, a.like_count, a.view_count, a.updated_at`;

const ARTICLE_FROM = `cms_article a
  LEFT JOIN cms_article_text t ON t.article_id = a.id AND t.language = $1
  LEFT JOIN cms_article_text te ON te.article_id = a.id AND te.language = 'en'
  LEFT JOIN cms_article_category_text ct ON ct.category_id = a.category_id AND ct.language = $1
  LEFT JOIN cms_article_category_text cte ON cte.category_id = a.category_id AND cte.language = 'en'`;

/** `%` and `_` typed by the reader are searched for, not wildcards. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const contentRepository = {
  async categories(q: Queryable, language: Language): Promise<CategoryRow[]> {
    return q.query<CategoryRow>(
      `SELECT c.id::int AS id, c.code, COALESCE(ct.name, cte.name) AS name,
              (SELECT count(*)::int FROM cms_article a WHERE a.category_id = c.id AND a.status = 'PUBLISHED') AS article_count
         FROM cms_article_category c
         LEFT JOIN cms_article_category_text ct ON ct.category_id = c.id AND ct.language = $1
         LEFT JOIN cms_article_category_text cte ON cte.category_id = c.id AND cte.language = 'en'
        ORDER BY c.sort, c.id`,
      [language],
    );
  },

  async page(
    q: Queryable,
    language: Language,
    filter: { categoryId?: number; keyword?: string },
    limit: number,
    offset: number,
  ): Promise<{ rows: ArticleRow[]; total: number }> {
    const where = `a.status = 'PUBLISHED' AND ($2::bigint IS NULL OR a.category_id = $2)
      AND ($3::text IS NULL OR COALESCE(t.title, te.title) ILIKE $3 OR COALESCE(t.summary, te.summary) ILIKE $3
           OR COALESCE(t.content, te.content) ILIKE $3)`;
    const params = [
      language,
      filter.categoryId ?? null,
      filter.keyword?.trim() ? likePattern(filter.keyword.trim()) : null,
    ];
    const rows = await q.query<ArticleRow & { total: number }>(
      `SELECT ${ARTICLE_COLUMNS}, count(*) OVER ()::int AS total FROM ${ARTICLE_FROM}
        WHERE ${where} ORDER BY a.category_id, a.sort, a.id LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    const count = await q.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ARTICLE_FROM} WHERE ${where}`,
      params,
    );
    return { rows, total: count?.n ?? 0 };
  },

  async find(
    q: Queryable,
    language: Language,
    ref: { id?: number; code?: string },
  ): Promise<ArticleRow | undefined> {
    return q.one<ArticleRow>(
      `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM}
        WHERE a.status = 'PUBLISHED' AND ($2::bigint IS NULL OR a.id = $2) AND ($3::text IS NULL OR a.code = $3)`,
      [language, ref.id ?? null, ref.code ?? null],
    );
  },

  /** Articles to read next: the same category first, then the most liked; never the article itself. */
  async recommend(
    q: Queryable,
    language: Language,
    articleId: number | null,
    size: number,
  ): Promise<ArticleRow[]> {
    return q.query<ArticleRow>(
      `SELECT ${ARTICLE_COLUMNS} FROM ${ARTICLE_FROM}
        WHERE a.status = 'PUBLISHED' AND ($2::bigint IS NULL OR a.id <> $2)
        ORDER BY (a.category_id = (SELECT category_id FROM cms_article WHERE id = $2)) DESC NULLS LAST,
                 a.like_count DESC, a.sort, a.id
        LIMIT $3`,
      [language, articleId, size],
    );
  },

  /** The caller's own like and view of an article. */
  async lookUpsOf(q: Queryable, articleId: number, userId: number): Promise<ArticleLookUpType[]> {
    const rows = await q.query<{ look_up_type: ArticleLookUpType }>(
      'SELECT look_up_type FROM cms_article_look_up WHERE article_id = $1 AND user_id = $2',
      [articleId, userId],
    );
    return rows.map((r) => r.look_up_type);
  },

  /**
   * Records a like or a view once per user: the primary key refuses a second row (concurrent
   * repeats wait on it and then insert nothing), and the counter moves only with a new row.
   */
  async addLookUp(
    q: Queryable,
    articleId: number,
    userId: number,
    type: ArticleLookUpType,
  ): Promise<boolean> {
    const row = await q.one<{ added: number }>(
      `WITH added AS (
         INSERT INTO cms_article_look_up (article_id, user_id, look_up_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1
       )
       UPDATE cms_article SET
         like_count = like_count + CASE WHEN $3 = 'LIKE' THEN (SELECT count(*)::int FROM added) ELSE 0 END,
         view_count = view_count + CASE WHEN $3 = 'VIEW' THEN (SELECT count(*)::int FROM added) ELSE 0 END
        WHERE id = $1
       RETURNING (SELECT count(*)::int FROM added) AS added`,
      [articleId, userId, type],
    );
    return (row?.added ?? 0) > 0;
  },

  async counts(
    q: Queryable,
    articleId: number,
  ): Promise<{ like_count: number; view_count: number } | undefined> {
    return q.one('SELECT like_count, view_count FROM cms_article WHERE id = $1', [articleId]);
  },
};
