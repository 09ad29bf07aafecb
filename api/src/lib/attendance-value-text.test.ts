import fs from 'node:fs';
import path from 'node:path';
import { ATTENDANCE_VALUE_CATALOGUES, attendanceValueText } from './attendance-value-text';
import { LANGUAGES } from './languages';

// The screens' common texts, which the exports must word the same way.
const commonTexts = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../shared-auth/src/i18n/locales', `${language}.json`), 'utf8'))
    .attendanceValues;

describe('the stored attendance values in the caller language', () => {
  // shared-auth's catalogue test checks those texts: each key in every language, valid ICU.
  it.each(LANGUAGES)('%s: the very texts the screens show', (language) => {
    expect(ATTENDANCE_VALUE_CATALOGUES[language]).toEqual(commonTexts(language));
  });

  it('words discrepancies and clock-in types, and leaves English and unknown values as stored', () => {
    const german = attendanceValueText('de');
    expect(['late by 12 min', 'early by 3 min', 'on time', 'in office', 'Remote', 'N/A'].map(german)).toEqual([
      '12 Min. zu spät',
      '3 Min. zu früh',
      'pünktlich',
      'im Büro',
      'remote',
      'k. A.',
    ]);
    expect(attendanceValueText('ar')('late by 5 min')).toBe('متأخر 5 دقيقة');
    expect(attendanceValueText('fr')('something else')).toBe('something else');
    expect(attendanceValueText('en')('late by 1200 min')).toBe('late by 1200 min');
  });
});
