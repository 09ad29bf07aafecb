import IntlMessageFormat from 'intl-messageformat';
import { memoizeLocaleResolution } from './locale-resolution';

describe('memoizeLocaleResolution', () => {
  it('resolves each locale once, whatever number of messages are compiled in it', () => {
    const resolve = jest.fn((locales: string | string[]) => new Intl.Locale([locales].flat()[0]!));
    const messageFormat = { resolveLocale: resolve };
    memoizeLocaleResolution(messageFormat);

    const german = messageFormat.resolveLocale('de');
    expect(messageFormat.resolveLocale('de')).toBe(german);
    expect(messageFormat.resolveLocale('ar').toString()).toBe('ar');
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('is what intl-messageformat uses once the shared i18n instance is loaded: plurals still follow the language', async () => {
    const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await import('./i18n-instance');
    const message = (locale: string) => new IntlMessageFormat('{n, plural, one {# Tag} other {# Tage}}', locale);
    expect(message('de').format({ n: 1 })).toBe('1 Tag');
    expect(message('de').format({ n: 2 })).toBe('2 Tage');
    expect(message('ar').resolvedOptions().locale).toBe('ar');
    expect(supportedLocalesOf.mock.calls.filter(([locales]) => locales === 'de')).toHaveLength(1);
    supportedLocalesOf.mockRestore();
  });
});
