import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH } from './chrome';

export interface LighthouseRun {
  /** 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

export interface LighthousePage {
  /** The median run by performance score (Lighthouse's own advice for noisy machines). */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

/** Lighthouse could not record the page (NO_NAVSTART…): usually fine on a second attempt. */
class LighthouseRuntimeError extends Error {}

const ATTEMPTS = 3;

async function runOnce(port: number, url: string, page?: Page): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptRun(port, url, page);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

async function attemptRun(port: number, url: string, page?: Page): Promise<LighthouseRun> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // In a signed-in tab, keep its session; the caller empties the cache instead.
    disableStorageReset: page !== undefined,
  };
  const result = await lighthouse(url, flags, desktopConfig, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
  }
  // A lost session would measure the sign-in page it redirects to, not the page asked for.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended at ${landed}`);
  // DEPOT_BENCH_LHR_DIR=folder keeps each report, to see what a score is made of.
  const keep = process.env.DEPOT_BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    const name = `${landed.replace(/\W+/g, '-').replace(/^-/, '')}-${Date.now()}.json`;
    writeFileSync(join(keep, name), JSON.stringify(lhr));
  }
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} measured no ${id}`);
    return value;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function median(runs: LighthouseRun[]): LighthousePage {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return { median: middle, runs };
}

/** Signs in through the real form in `page`, as a person does, and waits for home. */
async function signIn(page: Page, baseUrl: string, user: { username: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('#login_username');
  await page.type('#login_username', user.username);
  await page.type('#login_password', user.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/wel/index', { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
}

async function withChrome<T>(use: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    return await use(chrome);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse 12, desktop preset (simulated throttling), performance only, `runs` times on the
 * sign-in page of `baseUrl` as a new visitor sees it (empty cache and storage).
 */
export function lighthouseLogin(baseUrl: string, runs: number): Promise<LighthousePage> {
  return withChrome(async (chrome) => {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await runOnce(chrome.port, `${baseUrl}/login`));
    }
    return median(results);
  });
}

/**
 * The same on the home page of a signed-in user. The session lives in the tab's session storage
 * (SPEC §3), so the user signs in through the form in the very tab Lighthouse then drives, and
 * every run starts with an empty HTTP cache, as the first visit after signing in.
 */
export function lighthouseHome(
  baseUrl: string,
  user: { username: string; password: string },
  runs: number,
): Promise<LighthousePage> {
  return withChrome(async (chrome) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      await signIn(page, baseUrl, user);
      const cdp = await page.createCDPSession();
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        await cdp.send('Network.clearBrowserCache');
        results.push(await runOnce(chrome.port, `${baseUrl}/wel/index`, page));
      }
      return median(results);
    } finally {
      await browser.disconnect();
    }
  });
}
