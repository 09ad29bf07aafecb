import { act, renderHook } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { useAttendanceValueText } from './attendance-values';

afterEach(() => act(() => setLanguage('en')));

it("keeps the api's values in English and words them in the page's other languages", async () => {
  const { result } = renderHook(() => useAttendanceValueText());
  const values = ['late by 12 min', 'early by 1 min', 'on time', 'in office', 'remote', 'N/A', 'manager', 'odd'];
  expect(values.map(result.current)).toEqual(values);
  await act(() => setLanguage('de'));
  expect(values.map(result.current)).toEqual([
    '12 Min. zu spät',
    '1 Min. zu früh',
    'pünktlich',
    'im Büro',
    'remote',
    'k. A.',
    'Führungskraft',
    'odd',
  ]);
  await act(() => setLanguage('ar'));
  expect(result.current('late by 12 min')).toBe('متأخر 12 دقيقة');
});
