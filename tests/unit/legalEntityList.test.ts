import { describe, expect, it } from 'vitest';
import { legalEntityListParams } from '../../src/api/legalEntities.ts';

describe('legal entity list query', () => {
  it('sends the search words comma-joined (spec 7: name,account), with the page', () => {
    expect(legalEntityListParams({ search: 'Bright  Guayama, Óptica', page: 2, filters: {} })).toEqual({
      page: 2,
      search: 'Bright,Guayama,Óptica',
    });
  });

  it('leaves an empty search out', () => {
    expect(legalEntityListParams({ search: ' , ', page: 1, filters: {} })).toEqual({ page: 1, search: undefined });
  });
});
