import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './fixtures/auth';
import { pageTab } from './fixtures/tabs';

// The server's Content-Security-Policy (apps/server/src/core/security.ts) must let the whole
// client run: antd's run-time styles, the lazy pages, CodeMirror, Tiptap, the websocket. Any
// violation the browser reports, in the console or as a `securitypolicyviolation` event,
// fails the test.

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

/** Starts recording CSP violations; returns the list it fills. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

async function openFromSidebar(page: Page, item: string) {
  const menu = sideMenu(page);
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await leaf.click();
  await expect(pageTab(page, item)).toHaveAttribute('aria-current', 'page');
}

test.describe('content security policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
  });

  test('the client runs under the policy without a single violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    const answer = await page.goto('/login');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");

    await signInAsAdmin(page);
    await expect(page.getByTestId('shell')).toBeVisible();
    await page.getByText('English', { exact: true }).click();
    await page.getByText('中文', { exact: true }).click();

    await openFromSidebar(page, '用户管理');
    await expect(page.getByRole('table')).toBeVisible();
    await openFromSidebar(page, '菜单管理');
    await expect(page.getByRole('table')).toBeVisible();

    // The form designer: drag-and-drop canvas, Tiptap (rich text) and CodeMirror (JSON).
    await openFromSidebar(page, '表单设计');
    await page.getByRole('button', { name: '新建' }).click();
    await expect(page).toHaveURL(/\/admin\/form-design\/edit$/);
    const palette = page.getByRole('navigation', { name: '组件库' });
    await palette.getByRole('button', { name: '添加富文本' }).click();
    await page.getByText('预览', { exact: true }).click();
    const editor = page.locator('.ProseMirror[contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('富文本可以输入');
    await expect(editor).toContainText('富文本可以输入');
    await page.getByText('画布', { exact: true }).click();
    await page.getByRole('button', { name: '查看 JSON' }).click();
    const json = page.getByRole('dialog', { name: '表单 JSON' });
    await expect(json.locator('.cm-content')).toContainText('"fields"');

    expect(violations).toEqual([]);
  });

  test('an injected inline script or handler is refused, and reported', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/login');
    await expect(page.getByLabel('用户名')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScript = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injectedHandler = true');
      img.src = 'data:,not-an-image';
      document.body.append(img);
    });
    // Each refusal is reported when the code would have run (the handler's when the image
    // fails): once both are, neither ran.
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem/);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-attr/);
    const ran = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.injectedScript ?? false, flags.injectedHandler ?? false];
    });
    expect(ran).toEqual([false, false]);
  });
});
