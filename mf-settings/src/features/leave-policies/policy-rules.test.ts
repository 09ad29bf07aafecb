import { leaveTypeNameError, policyError } from './policy-rules';
import type { PolicyFields } from './types';

const VACATION: PolicyFields = {
  display_name: 'Vacation',
  paid: true,
  annual_days: 25,
  accrual: 'monthly',
  carry_over_cap: 5,
  carry_over_expiry_month: 3,
  half_days_allowed: true,
  backdating_allowed: false,
  negative_allowed: false,
  active: true,
};

describe('policy rules (as the api checks them)', () => {
  it('accepts a valid policy, an unlimited one, and half days', () => {
    expect(policyError(VACATION)).toBeNull();
    expect(policyError({ ...VACATION, annual_days: null })).toBeNull();
    expect(policyError({ ...VACATION, annual_days: 12.5 })).toBeNull();
  });

  it('needs a display name', () => {
    expect(policyError({ ...VACATION, display_name: '   ' })).toBe('displayNameRequired');
  });

  it('keeps days between 0 and 366 in half days', () => {
    expect(policyError({ ...VACATION, annual_days: 367 })).toBe('days');
    expect(policyError({ ...VACATION, annual_days: -1 })).toBe('days');
    expect(policyError({ ...VACATION, annual_days: 2.25 })).toBe('days');
    expect(policyError({ ...VACATION, carry_over_cap: 0.3 })).toBe('days');
  });

  it('refuses an expiry month without a carry-over cap', () => {
    expect(policyError({ ...VACATION, carry_over_cap: 0 })).toBe('expiryWithoutCap');
    expect(policyError({ ...VACATION, carry_over_cap: 0, carry_over_expiry_month: null })).toBeNull();
  });

  it('takes short lowercase names only', () => {
    expect(leaveTypeNameError('parental')).toBeNull();
    expect(leaveTypeNameError('study leave')).toBeNull();
    expect(leaveTypeNameError('Parental')).toBe('namePattern');
    expect(leaveTypeNameError('1day')).toBe('namePattern');
    expect(leaveTypeNameError('')).toBe('namePattern');
  });
});
