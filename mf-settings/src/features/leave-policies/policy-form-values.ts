import type { LeavePolicy, PolicyFields } from './types';

/** The modal's form: the policy, with "not counted" as its own switch instead of a null entitlement. */
export interface PolicyFormValues extends Omit<PolicyFields, 'annual_days'> {
  leave_type: string;
  counted: boolean;
  annual_days: number | null;
}

export const NEW_POLICY: PolicyFormValues = {
  leave_type: '',
  display_name: '',
  paid: true,
  counted: true,
  annual_days: 20,
  accrual: 'yearly',
  carry_over_cap: 0,
  carry_over_expiry_month: null,
  unit: 'day',
  half_days_allowed: true,
  backdating_allowed: false,
  negative_allowed: false,
  active: true,
};

export const formValuesOf = (policy: LeavePolicy): PolicyFormValues => ({
  ...policy,
  counted: policy.annual_days !== null,
});

/** The api's policy of the form; a type counted in hours has no half days. */
export function policyOf({ leave_type: _name, counted, annual_days, ...rest }: PolicyFormValues): PolicyFields {
  return {
    ...rest,
    display_name: rest.display_name.trim(),
    annual_days: counted ? (annual_days ?? 0) : null,
    ...(rest.unit === 'hour' ? { half_days_allowed: false } : {}),
  };
}
