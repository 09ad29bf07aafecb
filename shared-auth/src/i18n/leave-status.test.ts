import { act, renderHook } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { useLeaveStatusText } from './leave-status';

afterEach(() => act(() => setLanguage('en')));

it("keeps the api's status in English and words it in the page's other languages", async () => {
  const { result } = renderHook(() => useLeaveStatusText());
  expect(result.current('APPROVED')).toBe('APPROVED');
  await act(() => setLanguage('de'));
  expect(['pending manager', 'Rejected', 'on hold'].map(result.current)).toEqual([
    'offen bei der Führungskraft',
    'abgelehnt',
    'on hold',
  ]);
});
