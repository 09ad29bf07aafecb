// The build's antd styles come in two sets (shell/antd-styles): the first screens' (the signed-in frame, home, the
// clock screen), which antd-stylesheet.ts loads before antd's first render, and the later screens', loaded here when
// a later screen opens, which waits for them (in parallel with its code; the service worker has them from the first
// visit on). Not on a first screen, even once it is quiet: Lighthouse's simulation does not wait for the quiet, and
// would count them against the first screen's bytes. No antd in this module: the start's code imports it.
import { addStylesheetsTogether, fulfilled } from './stylesheet-links';

interface AntdStylesheetSets {
  /** The first screens' stylesheets, in cascade order. */
  first: string[];
  later: string[];
  /** The remote pages among the first screens (`mf_attendance/AttendancePage`): their styles are all in `first`. */
  firstPages: string[];
}

/** Defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_STYLESHEETS: AntdStylesheetSets | undefined;

export const antdStylesheetSets = (): AntdStylesheetSets | undefined =>
  typeof ANTD_STYLESHEETS === 'undefined' ? undefined : ANTD_STYLESHEETS;

const NOTHING_TO_WAIT_FOR = fulfilled(Promise.resolve(true), true);
let later: Promise<boolean> | undefined;

/** The first set's last stylesheet in the page: the later ones go after it, before the page's own styles. */
function afterFirstSet(sets: AntdStylesheetSets): Node | null {
  const last = sets.first.at(-1);
  const link = last ? document.head.querySelector(`link[href="${CSS.escape(last)}"]`) : null;
  return link ? link.nextSibling : document.head.firstChild;
}

/**
 * Adds the later screens' stylesheets once; resolves, marked for React's `use`, to whether the later screens can be
 * drawn: true once they arrived (or where no build ran), false if one failed (offline without the service worker's
 * copy). antd has no style generators of its own in a built page (config/webpack/antd-style-generators-loader.js): a
 * later screen without them is a screen that failed to load. The failure stays until `forgetFailedLaterAntdStyles`
 * (a Retry), so that a render does not ask again and again.
 */
export function loadLaterAntdStylesheets(): Promise<boolean> {
  if (later) return later;
  const sets = antdStylesheetSets();
  if (!sets) {
    later = NOTHING_TO_WAIT_FOR;
    return later;
  }
  const promise: Promise<boolean> = addStylesheetsTogether(sets.later, afterFirstSet(sets)).then(
    (arrived) => fulfilled(promise, arrived).value,
  );
  later = promise;
  return promise;
}

/** After a failed load, the next `loadLaterAntdStylesheets` asks again. */
export function forgetFailedLaterAntdStyles(): void {
  if (later && (later as { value?: boolean }).value === false) later = undefined;
}

/** Thrown where a later screen would render without its antd styles: its error panel offers Retry. */
export class LaterAntdStylesMissing extends Error {
  constructor() {
    super("The later screens' antd stylesheets did not arrive");
  }
}

/**
 * What the remote page `pageId` waits for before it renders: nothing for a first screen, else the later stylesheets
 * (in parallel with its code). Marked fulfilled when there is nothing to wait for.
 */
export function antdStylesOfPage(pageId: string): Promise<boolean> {
  const sets = antdStylesheetSets();
  if (!sets || sets.firstPages.includes(pageId)) return NOTHING_TO_WAIT_FOR;
  return loadLaterAntdStylesheets();
}

/**
 * `load`ed together with the later stylesheets: a later screen of the shell's own (the account page, 404), drawn
 * inside a `LaterScreen`, which tells whether they arrived.
 */
export const withLaterAntdStyles = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, loadLaterAntdStylesheets()]).then(([module]) => module);
