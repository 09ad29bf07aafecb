import { employeeFormData, hasRequiredFields, type EmployeeFormValues } from '../../shared/employee-form-data';

export interface EnrollmentValues extends EmployeeFormValues {
  manager_id?: number;
  biometric_consent?: boolean;
}

/**
 * The multipart body of POST /api/employees, optional fields only when filled; or, when something
 * required is missing, the key of the message to show instead of sending anything (docs/product-spec.md section 5).
 */
export function enrollmentRequest(
  values: EnrollmentValues,
  image: File | null,
): { body: FormData } | { problem: 'enrolRequired' | 'consentRequired' } {
  if (!hasRequiredFields(values) || !image) return { problem: 'enrolRequired' };
  if (!values.biometric_consent) return { problem: 'consentRequired' };
  const body = employeeFormData(values, { onlyFilled: true });
  if (values.manager_id) body.append('manager_id', String(values.manager_id));
  body.append('biometric_consent', 'true');
  body.append('image', image);
  return { body };
}
