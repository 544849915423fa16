import { describe, expect, it } from 'vitest';
import { salesforcePrefill, unrecognisedNote } from '../../src/islands/accounts/create/salesforcePrefill.ts';
import { industries, salesforceAccounts } from '../support/api-mocks/fixtures.ts';

const [caguas, humacao, dorado] = salesforceAccounts;

describe('the add-account wizard filled from a Salesforce account (spec 2)', () => {
  it('fills every field the match carries, industry and calendar mapped onto the console lists, in Spanish on PR time', () => {
    expect(salesforcePrefill(caguas!, industries)).toEqual({
      values: {
        name: 'Sonrisas Dental Group Caguas',
        salesforce_id: '0015f00000K3mPqAAJ',
        office_phone: '(787) 555-0188',
        email: 'citas@sonrisasdentalcaguas.com',
        town: 'Caguas',
        calendar_name: 'DENTRIX',
        notes: 'Two dentists; open Saturdays until noon.',
        company_industry: '1',
        lang: 'es_ES',
        timezone: 'America/Puerto_Rico',
      },
      unrecognised: [],
    });
  });

  it('matches calendars and towns by value or label, whatever the case, accents and signs', () => {
    const values = (calendar_name: string, town: string) =>
      salesforcePrefill({ ...dorado!, calendar_name, town }, industries).values;
    expect(values('Open Dental', 'Dorado')).toMatchObject({ calendar_name: 'OPEN_DENTAL', town: 'Dorado' });
    expect(values('open_dental', 'bayamon')).toMatchObject({ calendar_name: 'OPEN_DENTAL', town: 'Bayamón' });
    expect(values('ProClaim (Assertus)', 'MAYAGÜEZ')).toMatchObject({ calendar_name: 'PROCLAIM', town: 'Mayagüez' });
  });

  it('leaves unknown industry and calendar empty and names them for the note', () => {
    const prefill = salesforcePrefill(humacao!, industries);
    expect(prefill.values).toMatchObject({ company_industry: '', calendar_name: '', town: 'Humacao' });
    expect(prefill.unrecognised).toEqual(['industry “Pediatric Dentistry”', 'calendar “Agenda de papel”']);
    expect(unrecognisedNote(prefill.unrecognised)).toBe(
      'From Salesforce, not recognised and left empty: industry “Pediatric Dentistry”, calendar “Agenda de papel”.',
    );
  });

  it('keeps what the form has where Salesforce has nothing', () => {
    const prefill = salesforcePrefill(dorado!, industries);
    expect(prefill.values).not.toHaveProperty('office_phone');
    expect(prefill.values).not.toHaveProperty('email');
    expect(prefill.values).not.toHaveProperty('notes');
    const bare = salesforcePrefill({ ...dorado!, town: null, calendar_name: null, company_industry: null }, industries);
    expect(Object.keys(bare.values).sort()).toEqual(['lang', 'name', 'salesforce_id', 'timezone']);
    expect(bare.unrecognised).toEqual([]);
  });
});
