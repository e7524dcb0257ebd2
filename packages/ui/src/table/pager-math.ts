/** Paging rules of the spec (docs/product-rules.md): page count = ceil(count / limit); pages are 1-based. */

export function pageCount(count: number, limit: number): number {
  if (limit <= 0 || count <= 0) return 0;
  return Math.ceil(count / limit);
}

/** Previous does nothing on page 1. */
export function previousPage(page: number): number {
  return page > 1 ? page - 1 : page;
}

/** Next is allowed unless on the last page. */
export function hasNextPage(page: number, count: number, limit: number): boolean {
  return page < pageCount(count, limit);
}

export function nextPage(page: number, count: number, limit: number): number {
  return hasNextPage(page, count, limit) ? page + 1 : page;
}

/** The API's offset for a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(page, 1) - 1) * limit;
}
