import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** The smallest control a finger hits reliably (WCAG 2.5.5), as the layout's TOUCH_TARGET. */
export const TOUCH_TARGET_PX = 44;

/**
 * Issue 12: no page scrolls sideways. Measured against the page's own width, not the window's: a phone's browser
 * (`isMobile`) zooms out to show a page wider than the screen, and the window widens with it.
 */
export async function scrollsSideways(page: Page): Promise<string | null> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth <= clientWidth ? null : `scrolls sideways: ${scrollWidth} px wide in ${clientWidth} px`;
}

/**
 * scrollsSideways once a page resized in place has laid itself out again: breakpoints and measured (virtualised)
 * grids answer a resize a few frames later, so a too-wide layout is only a problem if it stays.
 */
export async function scrollsSidewaysAfterResize(page: Page, withinMs = 5_000): Promise<string | null> {
  const deadline = Date.now() + withinMs;
  let problem = await scrollsSideways(page);
  while (problem && Date.now() < deadline) {
    await page.waitForTimeout(100);
    problem = await scrollsSideways(page);
  }
  return problem;
}

/**
 * Why `target` is not a control a finger can hit, or null: it must show inside the viewport once scrolled to, be
 * `minHeight` tall (an antd select or input counts by its whole box), and nothing may cover its middle.
 */
export async function notTappable(target: Locator, minHeight: number): Promise<string | null> {
  // Scrolled to and measured in one step in the page: a screen that draws again in between cannot detach it.
  return target.evaluate((element, min) => {
    // A screen whose action is done shows a text instead (a completed day): nothing to tap.
    if (!element.matches('a, button, input')) return null;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    // The control a finger hits: an antd select or an input with a clear button is the box around the input.
    const control = element.closest('.ant-select, .ant-input-affix-wrapper') ?? element;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not shown';
    if (box.left < 0 || box.right > window.innerWidth + 0.5) return `outside the viewport (${box.left}-${box.right})`;
    if (box.height < min - 0.5) return `${box.height} px tall`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && (control.contains(hit) || hit.contains(control)) ? null : `covered by ${hit?.outerHTML.slice(0, 80)}`;
  }, minHeight);
}

/** axe-core's serious and critical violations on the page as it is, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged once antd's transitions end: a button caught fading in has the contrast of no final state.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself; the default opens a second page per run to merge frames' results, and
  // these screens have no frames. Only violations are collected: the passes are most of axe's work.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

const SPINNING = '.ant-spin-spinning, .ant-btn-loading';

/**
 * Scrolls the page from top to bottom a screen at a time, so that what is drawn only once it nears the screen (the
 * reports' charts) is drawn, as it would be for someone reading the whole page.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await nextFrame();
    }
  });
  // A part that waits for the screen is marked busy until it starts drawing. Data that arrived during the scroll can
  // have pushed one below where the scroll went: it is scrolled to, as a reader would.
  await page.waitForFunction(
    () => {
      const waiting = document.querySelector('main [aria-busy="true"]');
      waiting?.scrollIntoView({ block: 'center' });
      return !waiting;
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Waits until no antd spinner turns in the page (data loaded, lazy parts drawn). One still turning after the
 * timeout is named by its page and the text around it, so a failure says which part never loaded.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction((selector) => document.querySelectorAll(selector).length === 0, SPINNING)
    .catch(async (error: Error) => {
      const spinning = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].map((element) => {
            const around = element.closest('.ant-card, section, form, main') ?? element;
            return `${element.className}: ${(around.textContent ?? '').trim().slice(0, 120)}`;
          }),
        SPINNING,
      );
      throw new Error(`${new URL(page.url()).pathname}: still loading after the wait: ${spinning.join(' | ')}`, {
        cause: error,
      });
    });
}
