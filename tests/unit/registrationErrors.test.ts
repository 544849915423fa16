import { describe, expect, it } from 'vitest';
import { updateAccountRequest } from '../../src/shared/accountWrites.ts';
import { createCampaignDetailRequest } from '../../src/shared/campaignManagement.ts';
import { createLegalEntityRequest } from '../../src/shared/legalEntities.ts';
import { failureAction, PROVIDER_ERRORS, providerErrorFix, type FixForm } from '../../src/shared/registrationErrors.ts';
import { createAddressRequest, createEndUserRequest } from '../../src/shared/twilioAdmin.ts';

/** Each fix form's fields, as its API schema names them: a renamed field fails the table. */
const FORM_FIELDS: Record<FixForm, readonly string[]> = {
  legal_entity: Object.keys(createLegalEntityRequest.in.shape),
  end_user: Object.keys(createEndUserRequest.shape),
  address: Object.keys(createAddressRequest.shape),
  campaign_detail: Object.keys(createCampaignDetailRequest.shape),
  account: Object.keys(updateAccountRequest.in.shape),
};

const entries = Object.entries(PROVIDER_ERRORS);

describe('the provider error-code table', () => {
  it('has the codes issue 22 names, and the brand identity and vetting outcomes', () => {
    for (const code of ['30034', '30885', '30889', '30893', '30896', '30901', '30905', '30991', '30994']) {
      expect(PROVIDER_ERRORS, code).toHaveProperty(code);
    }
    for (const outcome of ['UNVERIFIED', 'SELF_DECLARED', 'VETTING_FAILED']) {
      expect(PROVIDER_ERRORS, outcome).toHaveProperty(outcome);
    }
  });

  it("knows the A2P profile's rejection the sandbox plays (Trust Hub's 18606), and where it is fixed", () => {
    expect(providerErrorFix('18606')?.unconfirmed).toBeUndefined();
    expect(providerErrorFix('18606')?.fix[0]).toEqual({ form: 'account', field: 'email' });
    expect(failureAction('18606', "The Email domain doesn't match the website domain")).toBe(
      "Use an e-mail on the website's domain for the account",
    );
  });

  it.each(entries)('%s has its code, a title, an explanation and an action', (key, entry) => {
    expect(entry.code).toBe(key);
    for (const text of [entry.title, entry.explanation, entry.action]) expect(text.trim()).not.toBe('');
    expect(entry.explanation).toMatch(/console/);
  });

  it.each(entries)('%s points to a field, or says why none fixes it', (_key, entry) => {
    if (entry.noField === undefined) {
      expect(entry.fix.length).toBeGreaterThan(0);
    } else {
      expect(entry.fix).toEqual([]);
      expect(entry.noField.trim()).not.toBe('');
    }
    if (entry.unconfirmed) expect(entry.noField).toBeDefined();
  });

  it.each(entries)("%s's fields are fields of the console's forms", (_key, entry) => {
    for (const { form, field } of entry.fix) expect(FORM_FIELDS[form], `${form}.${field}`).toContain(field);
  });
});

describe('failureAction', () => {
  it('gives a known code its action', () => {
    expect(failureAction('30896', 'Campaign vetting rejection - Opt-in Error')).toBe(
      "Explain patient consent in the campaign's message flow",
    );
    expect(failureAction('UNVERIFIED', null)).toBe(PROVIDER_ERRORS.UNVERIFIED!.action);
  });

  it("gives an unknown code the provider's text and the raw code", () => {
    expect(failureAction('30123', '  Something the provider said  ')).toBe(
      'Something the provider said (error 30123): fix it and resubmit',
    );
    expect(failureAction('30123', null)).toBe('The provider refused it (error 30123): fix it and resubmit');
    expect(failureAction(null, 'Rejected')).toBe('Rejected: fix it and resubmit');
    // The provider's full stop goes: the action follows its sentence.
    expect(failureAction(null, 'Brand could not be verified.')).toBe(
      'Brand could not be verified: fix it and resubmit',
    );
    expect(failureAction('constructor', 'Odd')).toBe('Odd (error constructor): fix it and resubmit');
    expect(providerErrorFix('toString')).toBeUndefined();
  });

  it("shows the provider's text for a code whose meaning is unconfirmed", () => {
    expect(providerErrorFix('30991')?.unconfirmed).toBe(true);
    expect(failureAction('30991', 'Provider words')).toBe('Provider words (error 30991): fix it and resubmit');
  });
});
