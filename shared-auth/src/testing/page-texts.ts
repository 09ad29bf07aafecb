// Plain functions with no imports: the e2e walks run `shownTexts` in a real browser page (page.evaluate sends its
// source there, so it may use nothing outside its own body) and read the catalogues with `catalogueTexts`.

/** A translation catalogue: nested objects of texts. */
export interface NestedTexts {
  readonly [key: string]: string | NestedTexts;
}

/** key path -> text of a nested catalogue. */
export function catalogueTexts(catalog: NestedTexts, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...catalogueTexts(value, `${prefix}${key}.`)],
    ),
  );
}

/** The attributes a reader sees or hears as text. */
export const SHOWN_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * What a reader sees or hears of the page, piece by piece: its texts and the labels, placeholders and titles of its
 * elements (whole pieces: an English word inside data, `admin@acme.example`, is no English text). `visibleOnly`
 * (a browser with layout, not jsdom) leaves out what is hidden: a closed drawer, the desktop's menu on a phone.
 */
export function shownTexts({ attributes, visibleOnly }: { attributes: readonly string[]; visibleOnly: boolean }) {
  const shown = (element: Element | null) =>
    !visibleOnly || (element?.checkVisibility({ visibilityProperty: true }) ?? false);
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if (shown(walker.currentNode.parentElement)) texts.push(walker.currentNode.textContent!);
  for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')))
    if (shown(element)) texts.push(...attributes.map((name) => element.getAttribute(name) ?? ''));
  return [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))];
}
