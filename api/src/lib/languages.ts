// The languages the product speaks (issue 25; shared-auth's LANGUAGES on the front end). English is the default.
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best supported language of an `Accept-Language` header (`de-AT,de;q=0.9,en;q=0.8`), by weight then order;
 * undefined when it names none of them.
 */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, weight }) => isLanguage(language) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language as Language | undefined;
}
