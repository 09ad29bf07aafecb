import IntlMessageFormat from 'intl-messageformat';

type ResolveLocale = typeof IntlMessageFormat.resolveLocale;

/**
 * intl-messageformat resolves the locale of every message it compiles (`Intl.NumberFormat.supportedLocalesOf`, then
 * `new Intl.Locale`); i18next-icu compiles each text once, but a first screen compiles hundreds, and the profile
 * showed the resolution as the costliest part. It depends only on the locale asked for: resolved once per locale.
 */
export function memoizeLocaleResolution(messageFormat: { resolveLocale: ResolveLocale } = IntlMessageFormat): void {
  const resolve = messageFormat.resolveLocale;
  const resolved = new Map<string, ReturnType<ResolveLocale>>();
  messageFormat.resolveLocale = (locales) => {
    if (typeof locales !== 'string') return resolve(locales);
    if (!resolved.has(locales)) resolved.set(locales, resolve(locales));
    return resolved.get(locales);
  };
}
