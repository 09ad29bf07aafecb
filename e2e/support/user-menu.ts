import type { Page } from 'playwright-core';

const ATTEMPTS = 4;
const ITEM_WAIT_MS = 5_000;

/**
 * Opens the top bar's user menu and chooses `item`. Right after sign-in the person's own language may still be
 * arriving, and the redraw it brings (sliced, so it can land after the network went quiet) closes a menu opened
 * just before: the menu is opened again then, as a person would.
 */
export async function chooseInUserMenu(page: Page, item: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let attempt = 1; ; attempt += 1) {
    await // The button that opens it (the menu's code comes with the first tap).
    await page.locator('.ant-layout-header button[aria-haspopup="menu"]').click();
    try {
      await page.getByRole('menuitem', { name: item }).click({ timeout: ITEM_WAIT_MS });
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}
