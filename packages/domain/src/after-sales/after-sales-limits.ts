/** Limits of spec §5 "After-sales application" and §9. */
export const AFTER_SALES_REMARK_MAX = 500;
export const AFTER_SALES_IMAGES_MAX = 6;
export const AFTER_SALES_IMAGE_MAX_BYTES = 1024 * 1024;
export const AFTER_SALES_LIST_PAGE_SIZE = 20;
/** The list shows its pager only above this many records. */
export const AFTER_SALES_PAGER_THRESHOLD = 10;
