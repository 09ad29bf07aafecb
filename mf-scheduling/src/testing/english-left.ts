import english from '../locales/en.json';

type Tree = { [key: string]: string | Tree };

const messages = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : messages(value)));

// The English texts without arguments: a literal left in a screen shows one of these word for word.
const PLAIN_ENGLISH = new Set(messages(english).filter((message) => !message.includes('{')));

/**
 * The English catalogue's texts a screen drawn in another language still shows: as an element's own text, or as
 * what it says to a screen reader (aria-label, title). `translated` are the texts the other language spells alike.
 */
export function englishLeftIn(container: HTMLElement, translated: Tree): string[] {
  const same = new Set(messages(translated));
  const shown = [...container.querySelectorAll<HTMLElement>('*')].flatMap((element) => [
    ...[...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''),
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('title') ?? '',
  ]);
  return [...new Set(shown.map((text) => text.trim()))].filter((text) => PLAIN_ENGLISH.has(text) && !same.has(text));
}
