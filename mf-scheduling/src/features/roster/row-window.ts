/** Rows drawn beyond the visible ones on each side, so a quick scroll shows no blank band. */
export const OVERSCAN_ROWS = 6;

/**
 * The rows of a list of `count` rows, each `rowHeight` px tall, that a viewport `viewportHeight` px tall scrolled
 * to `scrollTop` shows, with OVERSCAN_ROWS more on each side: [first, end) indices.
 */
export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
): { first: number; end: number } {
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  return {
    first: Math.max(0, Math.min(count, firstVisible - OVERSCAN_ROWS)),
    end: Math.min(count, firstVisible + visible + OVERSCAN_ROWS),
  };
}
