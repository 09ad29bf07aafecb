import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

let factory: ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common and English dictionaries (and English feedback), built on first use: building it takes
 * about 0.2 s of CPU, which only a password change and production's secret check need, not every start.
 */
export function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}
