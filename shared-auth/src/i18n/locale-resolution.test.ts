import IntlMessageFormat from 'intl-messageformat';
import { resolveLocalesCheaply } from './locale-resolution';

describe('resolveLocalesCheaply', () => {
  it("gives the library's answer for a tag, once per tag, without asking the library", () => {
    const original = IntlMessageFormat.resolveLocale;
    const resolve = jest.fn(original);
    const messageFormat = { resolveLocale: resolve };
    resolveLocalesCheaply(messageFormat);

    for (const tag of ['de', 'en-US', 'ar', 'xx', 'de-u-co-phonebk'])
      expect(messageFormat.resolveLocale(tag)?.toString()).toBe(original(tag)?.toString());
    expect(messageFormat.resolveLocale('de')).toBe(messageFormat.resolveLocale('de'));
    expect(resolve).not.toHaveBeenCalled();
    expect(messageFormat.resolveLocale(['fr', 'de'])?.toString()).toBe('fr');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('is what intl-messageformat uses once the shared i18n instance is loaded: no locale list, plurals per language', async () => {
    const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await import('./i18n-instance');
    const message = (locale: string) => new IntlMessageFormat('{n, plural, one {# Tag} other {# Tage}}', locale);
    expect(message('de').format({ n: 1 })).toBe('1 Tag');
    expect(message('de').format({ n: 2 })).toBe('2 Tage');
    expect(message('ar').resolvedOptions().locale).toBe('ar');
    expect(supportedLocalesOf).not.toHaveBeenCalled();
    supportedLocalesOf.mockRestore();
  });
});
