// <link> elements of stylesheets that a script adds to the page and waits for.

/** A promise React's `use` reads without suspending: marked fulfilled with its value. */
export const fulfilled = <T>(promise: Promise<T>, value: T) => Object.assign(promise, { status: 'fulfilled', value });

/** A stylesheet's <link>, and whether it arrived (a failed one is taken out of the page). */
export function stylesheetLink(href: string, media?: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (media) link.media = media;
  const arrival = new Promise<boolean>((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
  });
  return { link, arrival };
}

/**
 * Adds stylesheets to the head before `before` (else at its end), in order, each parsed as it arrives but applied
 * (`media="not all"` until then) only once all arrived, together: one style recalculation of the page, not one per
 * file. If one failed, none: together they hold cssinjs's map of the style paths. Fetched at high priority: Chromium
 * fetches a stylesheet of media that do not match at its lowest, behind the page's images. Resolves to whether all
 * arrived.
 */
export function addStylesheetsTogether(hrefs: string[], before: Node | null): Promise<boolean> {
  const links = hrefs.map((href) => stylesheetLink(href, 'not all'));
  for (const { link } of links) {
    link.setAttribute('fetchpriority', 'high');
    document.head.insertBefore(link, before);
  }
  return Promise.all(links.map(({ arrival }) => arrival)).then((arrived) => {
    const all = arrived.every(Boolean);
    for (const { link } of links) {
      if (all) link.removeAttribute('media');
      else link.remove();
    }
    return all;
  });
}
