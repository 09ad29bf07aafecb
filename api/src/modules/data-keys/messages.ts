export const DATA_KEY_MESSAGES = {
  noPreviousKey:
    'DATA_KEY_PREVIOUS must name the old key and DATA_KEY the new one: the rotation seals what is under the old key again under the new one.',
  sameKeys: 'DATA_KEY and DATA_KEY_PREVIOUS are the same key: there is nothing to rotate.',
  unreadable: (rows: number) =>
    `${rows} row(s) open with neither DATA_KEY nor DATA_KEY_PREVIOUS and were left as they are: keep DATA_KEY_PREVIOUS until they are explained.`,
  done: 'Done: nothing is sealed under DATA_KEY_PREVIOUS any more. Remove it from every instance and restart them.',
} as const;
