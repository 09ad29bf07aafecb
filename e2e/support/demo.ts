import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo#2026';
/** The demo company's TIME_ZONE setting: its dates and times of day. */
export const COMPANY_TIME_ZONE = 'Europe/London';
export const DEMO = {
  admin: 'admin@acme.example',
  manager: 'manager1@acme.example',
  employee: 'employee@acme.example',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}
