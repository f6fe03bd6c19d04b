import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken } from './fixtures/api';
import { ADMIN, userMenu } from './fixtures/auth';
import { axeFindings, describeFindings, settled, type Finding } from './fixtures/axe';
import {
  certificatePage,
  fixedPages,
  menuPages,
  OPEN_PAGES,
  PHONE_PATHS,
} from './fixtures/pages-to-check';

/**
 * Issue #22: axe-core finds no critical or serious violation on any page Depot shows, signed out
 * and signed in, in both languages, with the message drawer open and on a phone for the
 * pages used on site (docs/accessibility.md). One desktop browser context per language, signed in
 * once, and one phone context; every finding of the walk is listed (page, rule, elements) before
 * the test fails.
 */

const LANGUAGES = [
  {
    locale: 'zh-CN',
    choice: '中文',
    form: { username: '用户名', password: '密码', submit: '登录' },
    lock: '锁屏',
    bell: '消息',
    drawer: '消息中心',
  },
  {
    locale: 'en-US',
    choice: 'English',
    form: { username: 'Username', password: 'Password', submit: 'Sign in' },
    lock: 'Lock screen',
    bell: 'Messages',
    drawer: 'Message centre',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A phone 390 px wide whose browser says it is one (antd's tabs then drop their More button). */
const PHONE = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { width: 1366, height: 900 };

/** An address inside the app without its origin. */
const local = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * The record pages a page links to in its content (a list's rows, a record's related records),
 * one per path: the first link to each path not seen yet.
 */
async function linkedPages(page: Page, seenPaths: Set<string>): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]:not([download]):not([target="_blank"])')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const found: string[] = [];
  for (const href of hrefs) {
    const address = local(href);
    const path = address.split('?')[0]!;
    if (seenPaths.has(path)) continue;
    seenPaths.add(path);
    found.push(address);
  }
  return found;
}

async function check(page: Page, address: string, findings: Finding[], label = address) {
  await page.goto(address);
  await settled(page);
  findings.push(...(await axeFindings(page, label)));
}

/** Signs in as the admin through the form, in the language the page is shown in. */
async function signIn(page: Page, language: Language) {
  await page.getByLabel(language.form.username).fill(ADMIN.username);
  await page.getByLabel(language.form.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: language.form.submit }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
}

async function chooseLanguage(page: Page, language: Language) {
  await page.getByRole('radio', { name: language.choice }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
}

/** The walk of one language: signed out, signed in (every page, the drawer, the lock page). */
async function walk(browser: Browser, language: Language, token: string, certificate?: string) {
  const findings: Finding[] = [];
  const visited: string[] = [];
  const context = await browser.newContext({ locale: language.locale, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await chooseLanguage(page, language);
    for (const address of OPEN_PAGES) await check(page, address, findings);
    if (certificate) await check(page, certificate, findings, '/assertQrCode?code=…');

    await page.goto('/login');
    await signIn(page, language);
    const request = page.request;
    const menu = await menuPages(request, token);
    const fixed = await fixedPages(request, token);
    const seenPaths = new Set([...menu, ...fixed].map((address) => address.split('?')[0]!));
    const queue = [...menu, ...fixed];
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      await check(page, address, findings);
      visited.push(address);
      queue.push(...(await linkedPages(page, seenPaths)));
    }

    // The message drawer, open over the home page.
    await page.goto('/wel/index');
    await settled(page);
    await page.getByRole('button', { name: language.bell, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: language.drawer });
    await expect(drawer.getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    findings.push(...(await axeFindings(page, 'message drawer')));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Last, as it ends the signed-in walk: the lock page.
    await page.goto('/wel/index');
    await settled(page);
    await userMenu(page, language.lock, ADMIN.nickname);
    await expect(page).toHaveURL(/\/lock(\?|$)/);
    await settled(page);
    findings.push(...(await axeFindings(page, '/lock')));
  } finally {
    await context.close();
  }

  // The pages used on site, on a phone (its browser: antd draws some parts for touch).
  const phone = await browser.newContext({ ...PHONE, locale: language.locale });
  const mobile = await phone.newPage();
  try {
    await mobile.goto('/login');
    await chooseLanguage(mobile, language);
    await signIn(mobile, language);
    const onSite = (address: string) => PHONE_PATHS.some((path) => address.split('?')[0] === path);
    for (const address of visited.filter(onSite)) {
      await check(mobile, address, findings, `${address} on a phone`);
    }
    if (certificate) await check(mobile, certificate, findings, '/assertQrCode?code=… on a phone');
  } finally {
    await phone.close();
  }
  return { findings, visited };
}

test.describe('accessibility (axe-core)', () => {
  for (const language of LANGUAGES) {
    test(`no critical or serious violation on any page, ${language.locale}`, async ({
      browser,
      request,
    }) => {
      // Some 50 pages and their checks: ~5 min on an idle machine, 8–9 min at load 10.
      test.setTimeout(1_200_000);
      const token = await apiToken(request, ADMIN);
      const certificate = await certificatePage(request, token);
      expect(certificate, 'a demo document awaiting its signature').toBeDefined();
      const { findings, visited } = await walk(browser, language, token, certificate);
      // The walk reached the menu's pages and the records they link to.
      expect(visited.length).toBeGreaterThan(20);
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  }
});
