import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/server/errors.ts';
import { checkPageExists, pageOffset, totalFromPage } from '../../src/server/lib/paging.ts';

const INVALID_PAGE = { detail: 'Invalid page.', code: 'not_found' };

const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error instanceof ApiError ? { status: error.statusCode, body: error.body } : error;
  }
  return 'answered';
};

describe('paged lists', () => {
  it('starts page n after n - 1 pages of 20', () => {
    expect([1, 2, 5].map(pageOffset)).toEqual([0, 20, 80]);
  });

  it('has page 1 even when empty, and refuses a page past the last row', async () => {
    expect(await refusal(() => checkPageExists(1, 0))).toBe('answered');
    expect(await refusal(() => checkPageExists(2, 21))).toBe('answered');
    expect(await refusal(() => checkPageExists(2, 20))).toEqual({ status: 404, body: INVALID_PAGE });
    expect(await refusal(() => checkPageExists(3, 0))).toEqual({ status: 404, body: INVALID_PAGE });
  });

  it('counts only behind a full page, and refuses an empty page past the first', async () => {
    const countAll = vi.fn(async () => 57);
    expect(await totalFromPage(1, 0, countAll)).toBe(0);
    expect(await totalFromPage(3, 17, countAll)).toBe(57);
    expect(countAll).not.toHaveBeenCalled();
    expect(await totalFromPage(2, 20, countAll)).toBe(57);
    expect(countAll).toHaveBeenCalledOnce();
    expect(await refusal(() => totalFromPage(4, 0, countAll))).toEqual({ status: 404, body: INVALID_PAGE });
  });
});
