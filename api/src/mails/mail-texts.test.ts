import { expectCompleteCatalogue } from '../test/catalogue-checks';
import { MAIL_CATALOGUES, mailTexts } from './mail-texts';

describe("the mails' texts (mails/*.json)", () => {
  it.each(Object.keys(MAIL_CATALOGUES))(
    '%s: has every key of the English catalogue, none empty, valid ICU with the English parameters',
    (language) => expectCompleteCatalogue(MAIL_CATALOGUES, language),
  );

  it("writes dates in the recipient's language", () => {
    expect(mailTexts('en').day('2026-03-02', true)).toBe('Monday, March 2, 2026');
    expect(mailTexts('de').day('2026-03-02')).toBe('2. März 2026');
    expect(mailTexts('fr').text('leave_mail.from_to', { start: '1', end: '2' })).toBe('du 1 au 2');
    expect(mailTexts('ar').html('<p>x</p>')).toBe('<div lang="ar" dir="rtl"><p>x</p></div>');
    expect(mailTexts('en').html('<p>x</p>')).toBe('<p>x</p>');
  });
});
