/** Query keys of the help centre: everything under ['help'] is refreshed after a like. */
export const helpKeys = {
  all: ['help'] as const,
  categories: () => ['help', 'categories'] as const,
  articles: (filter: unknown) => ['help', 'articles', filter] as const,
  article: (code: string) => ['help', 'article', code] as const,
  detail: (ref: unknown) => ['help', 'detail', ref] as const,
  recommend: (articleId: number) => ['help', 'recommend', articleId] as const,
};
