/** DRF-style next/previous links: absolute URLs of the same request with another page number. */
import type { FastifyRequest } from 'fastify';

export function pageLinks(request: FastifyRequest, page: number, count: number, pageSize: number) {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const withPage = (target: number) => {
    const link = new URL(url);
    // Like DRF, the link to page 1 drops the parameter instead of saying page=1.
    if (target === 1) link.searchParams.delete('page');
    else link.searchParams.set('page', String(target));
    return link.toString();
  };
  return {
    next: page < lastPage ? withPage(page + 1) : null,
    previous: page > 1 ? withPage(Math.min(page - 1, lastPage)) : null,
  };
}
