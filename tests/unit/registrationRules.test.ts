import { describe, expect, it } from 'vitest';
import { expectedWait, lateness, TRACK_STEPS, waitingText, waitProgress } from '../../src/shared/registrationRules.ts';
import { TWILIO_CHAIN } from '../../src/shared/twilioAdminRules.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('lateness', () => {
  it('is within up to the expected maximum, late past it, far over past twice it', () => {
    const { max } = expectedWait('tcr_campaign');
    expect(max).toBe(42 * DAY);
    expect(lateness('tcr_campaign', 0)).toBe('within');
    expect(lateness('tcr_campaign', max)).toBe('within');
    expect(lateness('tcr_campaign', max + 1)).toBe('late');
    expect(lateness('tcr_campaign', 2 * max)).toBe('late');
    expect(lateness('tcr_campaign', 2 * max + 1)).toBe('far_over');
  });

  it('measures an hour-long step in hours', () => {
    expect(lateness('end_user', HOUR)).toBe('within');
    expect(lateness('end_user', HOUR + 1)).toBe('late');
    expect(lateness('end_user', 2 * HOUR + 1)).toBe('far_over');
  });
});

describe('waitProgress', () => {
  it('counts the day a wait is in against the expected range', () => {
    expect(waitProgress('tcr_campaign', 11.5 * DAY)).toBe('day 12 of 14-42');
    expect(waitProgress('tcr_brand', 3 * DAY)).toBe('day 4 of 0-7');
  });

  it('counts the first day or hour as 1', () => {
    expect(waitProgress('tcr_campaign', 0)).toBe('day 1 of 14-42');
    expect(waitProgress('tcr_campaign', DAY - 1)).toBe('day 1 of 14-42');
    expect(waitProgress('subaccount', 0)).toBe('hour 1 of 0-1');
    expect(waitProgress('subaccount', 2.5 * HOUR)).toBe('hour 3 of 0-1');
    expect(waitProgress('subaccount', -HOUR)).toBe('hour 1 of 0-1');
  });
});

describe('waitingText', () => {
  it('says what the provider is doing and where the wait stands', () => {
    expect(waitingText('tcr_campaign', 11.5 * DAY)).toBe('Waiting on provider: vetting, day 12 of 14-42');
    expect(waitingText('a2p_profile', 2 * DAY)).toBe('Waiting on provider: profile review, day 3 of 1-3');
    expect(waitingText('address', 0)).toBe('Waiting on provider: recording the address, hour 1 of 0-1');
  });
});

describe('TRACK_STEPS', () => {
  it("follows the messaging provider's chain in order, then the TCR brand and campaign", () => {
    expect(TRACK_STEPS.messaging).toEqual(TWILIO_CHAIN.map((link) => link.step));
    expect(TRACK_STEPS.brand).toEqual(['tcr_brand']);
    expect(TRACK_STEPS.campaign).toEqual(['tcr_campaign']);
  });
});
