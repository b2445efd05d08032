import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export const DEMO_PASSWORD = 'tennis-demo';
const shots = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot under e2e/screenshots/ (kept by CI for people to look at). */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Logs in through the /signup page's log-in form and waits for where it lands: a player on /clubs, a manager or coach in their club's dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: false }).first().fill(password);
  await form.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/clubs(\/dashboard\/[\w-]+\?.*clubId=\d+.*)?$/);
}

/** The id of a demo club by name, through the public API. */
export async function clubId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/club/?search=${encodeURIComponent(name)}`);
  const body = await res.json();
  return body.results[0].id;
}
