import type { PolicyFields } from './types';

// The api's rules (api/src/modules/leave-policies: schemas and service), checked here first for a quick answer.
const NAME_PATTERN = /^[a-z][a-z0-9_ -]{0,49}$/;
export const MAX_DAYS = 366;

/** A broken rule, by its text's key under the catalogue's `policies`. */
export type PolicyRule = 'namePattern' | 'displayNameRequired' | 'days' | 'expiryWithoutCap';

export const isValidDays = (days: number) => days >= 0 && days <= MAX_DAYS && Number.isInteger(days * 2);

/** The rule the new type's name breaks, or null. */
export const leaveTypeNameError = (name: string): PolicyRule | null =>
  NAME_PATTERN.test(name.trim()) ? null : 'namePattern';

/** The first rule the policy breaks, or null. */
export function policyError(policy: PolicyFields): PolicyRule | null {
  if (!policy.display_name.trim()) return 'displayNameRequired';
  if (policy.annual_days !== null && !isValidDays(policy.annual_days)) return 'days';
  if (!isValidDays(policy.carry_over_cap)) return 'days';
  if (policy.carry_over_expiry_month !== null && policy.carry_over_cap === 0) return 'expiryWithoutCap';
  return null;
}
