/** The help centre (issue 17): what other features may use. */
export { useArticleDetail } from './api/query-article-detail.ts';
