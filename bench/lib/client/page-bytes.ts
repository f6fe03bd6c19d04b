import type { Browser, BrowserContext, Page } from '@playwright/test';
import { encodedSize } from './encoded-size';

export type FileKind = 'js' | 'css';

export interface LoadedFile {
  path: string;
  kind: FileKind;
  /** When the browser asked for it, ms after navigation start. */
  startMs: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  /** When the page first showed what it is for (the sign-in form, the home greeting). */
  shownMs: number;
  /** First contentful paint (anything at all, a spinner included). */
  fcpMs: number | null;
  /** JS and CSS asked for before the page showed: what its first paint needs. */
  beforeShown: LoadedFile[];
  /** Every JS and CSS file the page loaded once the network was quiet. */
  all: LoadedFile[];
}

/**
 * Runs in the page on every animation frame: the time (performance.now()) once what the page is
 * for is painted, else false. Self-contained: its source is sent to the page.
 */
export type ShownCheck = () => number | false;

/** Where the watcher below leaves the time it saw the page shown. */
const SHOWN_AT = '__depotBenchShownAt';

/**
 * A script run in the page before its own: checks `shown` on every animation frame from the
 * first, and keeps the time it first holds. Installed before navigating, so a busy machine that
 * is slow to get the test driver's own polling going cannot make the page look shown later than
 * it was (which once counted a chunk asked for just after the form's paint as before it).
 */
function shownWatcher(shown: ShownCheck): string {
  return `(() => {
    const shown = ${shown.toString()};
    const check = () => {
      const at = shown();
      if (at === false) requestAnimationFrame(check);
      else window[${JSON.stringify(SHOWN_AT)}] = at;
    };
    requestAnimationFrame(check);
  })();`;
}

/** The sign-in form is on screen: its password field has a size. */
export const loginFormShown: ShownCheck = () => {
  const field = document.querySelector('input[type="password"]');
  return !!field && field.getBoundingClientRect().height > 0 ? performance.now() : false;
};

/** The home page greets the user (its level-2 heading, "你好，…"). */
export const homeGreetingShown: ShownCheck = () =>
  Array.from(document.querySelectorAll('h2')).some((h) => h.textContent?.startsWith('你好'))
    ? performance.now()
    : false;

function kindOf(url: string): FileKind | null {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (path.endsWith('.css')) return 'css';
  return null;
}

async function sized(entries: { name: string; startTime: number }[]): Promise<LoadedFile[]> {
  const files = entries.flatMap((entry) => {
    const kind = kindOf(entry.name);
    return kind ? [{ url: entry.name, kind, startMs: entry.startTime }] : [];
  });
  return Promise.all(
    files.map(async (file) => ({
      path: new URL(file.url).pathname,
      kind: file.kind,
      startMs: file.startMs,
      ...(await encodedSize(file.url)),
    })),
  );
}

/**
 * Opens `url` in `page` with an empty cache and records which JS and CSS files the browser asked
 * for before `shown` became true (checked on every animation frame from the page's start, so the
 * time is the frame that painted it), then everything it loaded until the network was quiet. Sizes are those the
 * server sends (gzip and brotli), fetched once more from Node.
 */
export async function measurePage(page: Page, url: string, shown: ShownCheck): Promise<PageBytes> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.addInitScript({ content: shownWatcher(shown) });
  await page.goto(url, { waitUntil: 'commit' });
  const shownHandle = await page.waitForFunction(
    (name) => (window as unknown as Record<string, number | undefined>)[name] ?? false,
    SHOWN_AT,
    { polling: 'raf', timeout: 60_000 },
  );
  const shownMs = (await shownHandle.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, startTime: e.startTime })),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  const all = await sized(timing.resources);
  return {
    shownMs,
    fcpMs: timing.fcp,
    beforeShown: all.filter((file) => file.startMs <= shownMs),
    all,
  };
}

/** A fresh context (no cache, no storage), Chinese, desktop-sized. */
export function freshContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'zh-CN', viewport: { width: 1350, height: 940 } });
}

/** Signs in through the real form at `baseUrl`, as a person does, and waits for home. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto(new URL('/login', baseUrl).toString());
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await page.waitForURL(/\/wel\/index$/, { timeout: 60_000 });
}

export const sum = (files: readonly LoadedFile[], kind: FileKind, encoding: 'gzip' | 'brotli') =>
  files.filter((f) => f.kind === kind).reduce((total, f) => total + f[encoding], 0);
