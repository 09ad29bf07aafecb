import { languageOfHeader } from './languages';

describe('languageOfHeader', () => {
  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR,fr;q=0.5,es;q=0.7', 'es'],
    ['ar', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['de;q=0,fr', 'fr'],
  ])('%s -> %s', (header, language) => expect(languageOfHeader(header)).toBe(language));

  it.each([undefined, '', 'pt-BR,ja', '*'])('names none in %p', (header) =>
    expect(languageOfHeader(header)).toBeUndefined(),
  );
});
