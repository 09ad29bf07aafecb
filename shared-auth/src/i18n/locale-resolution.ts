import IntlMessageFormat from 'intl-messageformat';

type ResolveLocale = typeof IntlMessageFormat.resolveLocale;

/**
 * intl-messageformat resolves the locale of every message it compiles: the first of
 * `Intl.NumberFormat.supportedLocalesOf(locales)`, else the first asked for, as an `Intl.Locale`. For one tag both
 * branches give `new Intl.Locale(tag)`, so the supportedLocalesOf is skipped: its first call on a page lists every
 * locale the engine has (75-90 ms in a phone's profile, a long task of its own). Each tag is resolved once, however
 * many messages a screen compiles in it; a list of tags goes the library's way.
 */
export function resolveLocalesCheaply(messageFormat: { resolveLocale: ResolveLocale } = IntlMessageFormat): void {
  const resolve = messageFormat.resolveLocale;
  const resolved = new Map<string, Intl.Locale>();
  messageFormat.resolveLocale = (locales) => {
    if (typeof locales !== 'string' || typeof Intl.Locale === 'undefined') return resolve(locales);
    let found = resolved.get(locales);
    if (!found) resolved.set(locales, (found = new Intl.Locale(locales)));
    return found;
  };
}
