import { chromium } from '@playwright/test';
const [w, h] = (process.env.VP ?? '390x844').split('x').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: w!, height: h! }, locale: 'zh-CN' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 200)); });
await page.goto('http://127.0.0.1:18950/login');
await page.getByLabel('用户名').fill(process.env.WHO ?? 'admin');
await page.getByLabel('密码', { exact: true }).fill(process.env.PW ?? 'Admin@hand-2026');
await page.keyboard.press('Enter');
await page.waitForURL(/wel\/index/, { timeout: 30000 });
for (const path of (process.env.PATHS ?? '').split(',')) {
  await page.goto('http://127.0.0.1:18950' + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shot${name}.png`, fullPage: true });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(path, 'sideways', sideways);
}
await browser.close();
