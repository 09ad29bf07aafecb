import type { Catalogues } from '../lib/message-catalogue';
import { messageArguments } from './icu-arguments';

/** Every language has every key of the English catalogue, in its order, none empty, valid ICU with the same parameters. */
export function expectCompleteCatalogue<K extends string>(catalogues: Catalogues<K>, language: string) {
  const english = catalogues.en;
  const texts = catalogues[language as keyof Catalogues<K>];
  expect(Object.keys(texts)).toEqual(Object.keys(english));
  for (const [key, message] of Object.entries<string>(texts)) {
    expect([language, key, message.trim() !== '']).toEqual([language, key, true]);
    expect([language, key, messageArguments(message)]).toEqual([language, key, messageArguments(english[key as K])]);
  }
}
