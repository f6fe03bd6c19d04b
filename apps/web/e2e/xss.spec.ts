import {
  expect,
  request as requestContext,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { encryptPassword } from '@depot/shared';
import { apiToken } from './fixtures/api';
import { ADMIN, signIn, signInAsAdmin } from './fixtures/auth';

// Stored XSS: script payloads saved through the API in every free-text field a user sees
// (names, labels, notes, reasons, notices, rich text, what a stranger types at sign-in) come
// back inert in the pages that show them. The page's Content-Security-Policy is bypassed, so
// what is tested is the rendering itself (CSP is a second wall, tested in csp.spec.ts): an
// injected handler would run and call window.__x, a dialog would open, or an element would
// appear in the DOM; instead the payload must be shown as the text it is.

test.use({ bypassCSP: true });

/** The payload kinds: each one calls __x(key) if it ever runs. */
const img = (key: string) => `<img src=x onerror=__x('${key}')>`;
const script = (key: string) => `<script>__x('${key}')</script>`;
const svg = (key: string) => `"><svg onload=__x('${key}')>`;
const iframe = (key: string) => `<iframe srcdoc="<script>parent.__x('${key}')</script>">`;
const link = (key: string) => `javascript:__x('${key}')`;

const RUN = Date.now().toString(36).slice(-5);
const XSS_USER = { username: `xss.${RUN}`, password: 'Xss@e2e-2026' };

const TEXT = {
  enterprise: img('ent'),
  dept: svg('dept'),
  post: script('post'),
  store: img('store'),
  storeAddress: iframe('addr'),
  region: svg('region'),
  role: img('role'),
  roleDescription: `${script('roledesc')}${svg('roledesc2')}`,
  nickname: img('nick'),
  menu: `<b>${img('menu')}</b>`,
  announceTitle: img('title'),
  announceContent: `${script('content')}${iframe('content2')}<a href="${link('contentlink')}">点我</a>`,
  formName: svg('form'),
  formLabel: img('label'),
  optionLabel: svg('option'),
  placeholder: `"${svg('ph')}`,
  repairType: img('rtype'),
  repairAddress: svg('raddr'),
  repairRemark: `${img('rremark')}${link('rremarklink')}`,
  pauseReason: script('pause'),
  cancelReason: img('cancel'),
  evaluation: svg('eval'),
  trade: img('trade'),
  subRemark: iframe('subremark'),
  signInName: img('login'),
  userAgent: `${script('ua')} Mozilla/5.0`,
};

const RICH_TEXT =
  `<p>保养说明</p>${img('rich')}${script('richs')}` +
  `<a href="${link('richlink')}">link</a><p onclick="__x('richclick')">点击</p>`;

/** Set before any page script: a payload that runs calls this. */
async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[]; __x: (key: string) => void };
    w.__xss = [];
    w.__x = (key) => w.__xss.push(key);
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Until what the page holds has had its chance to run: image errors and frame loads come
 * later than the markup. Every image has settled (loaded or failed) and every frame has
 * loaded; then a marker image inserted last fails, and its error handler runs after those of
 * the images that failed before it (one queue, in order).
 */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [
          ...Array.from(document.images, (img) => img.complete),
          // A frame's first document is an empty one, complete at once: wait for its own.
          ...Array.from(document.querySelectorAll('iframe'), (frame) => {
            const doc = frame.contentDocument;
            const own = !frame.hasAttribute('srcdoc') || doc?.URL === 'about:srcdoc';
            return own && doc?.readyState === 'complete';
          }),
        ].every(Boolean),
      ),
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const marker = document.createElement('img');
        marker.addEventListener('error', () => {
          marker.remove();
          resolve();
        });
        marker.src = `/xss-marker-${Date.now()}.png`;
        marker.hidden = true;
        document.body.append(marker);
      }),
  );
}

/** What a payload would leave behind if it had been rendered as markup. */
async function injected(page: Page) {
  await settled(page);
  return page.evaluate(() => {
    const w = window as unknown as { __xss: string[] };
    const found: string[] = [...w.__xss.map((key) => `ran: ${key}`)];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) && attr.value.includes('__x(')) {
          found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
        }
        if (
          /^(href|src|action|formaction)$/i.test(attr.name) &&
          /^\s*javascript:/i.test(attr.value)
        ) {
          found.push(`<${el.tagName.toLowerCase()} ${attr.name}="${attr.value}">`);
        }
        if (attr.name === 'srcdoc' && attr.value.includes('__x(')) found.push('<iframe srcdoc>');
      }
      if (el.tagName === 'SCRIPT' && el.textContent?.includes('__x(')) found.push('<script>');
    }
    return found;
  });
}

/** Visits `path`, waits until every text in `shown` is on the page as text, checks nothing ran. */
async function expectInert(page: Page, dialogs: string[], path: string, shown: string[]) {
  await page.goto(path);
  for (const text of shown) {
    await expect(page.locator('body'), `${path} shows ${text}`).toContainText(text);
  }
  expect(await injected(page), path).toEqual([]);
  expect(dialogs, path).toEqual([]);
}

async function ok(res: APIResponse) {
  const body = await res.text();
  expect(res.ok(), body).toBe(true);
  return (JSON.parse(body) as { data: unknown }).data;
}

/** JSON calls as one user. */
function client(api: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => api.get(url, { headers }).then(ok),
    post: (url: string, data?: unknown) => api.post(url, { headers, data }).then(ok),
    put: (url: string, data?: unknown) => api.put(url, { headers, data }).then(ok),
    delete: (url: string) => api.delete(url, { headers }).then(ok),
  };
}

/** POST /auth/oauth/token (password grant) claiming to be `userAgent`. */
async function grant(
  api: APIRequestContext,
  username: string,
  password: string,
  userAgent: string,
) {
  const config = (await (await api.get('/auth/client-config')).json()).data as {
    clientId: string;
    clientSecret: string;
    passwordKey: string;
  };
  return api.post('/auth/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'user-agent': userAgent,
    },
    params: {
      grant_type: 'password',
      scope: 'server',
      username,
      password: encryptPassword(password, config.passwordKey),
    },
  });
}

interface Stored {
  adminRoleId: number;
  adminMenus: number[];
  menuIds: number[];
  entCode: string;
  formId: number;
  orderId: number;
  subOrderId: number;
  cancelledId: number;
  evaluatedId: number;
}

test.describe.serial('stored XSS', () => {
  let api: APIRequestContext;
  const stored = {} as Stored;

  test.beforeAll(async () => {
    api = await requestContext.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = client(api, await apiToken(api, ADMIN));

    // Organisation: an enterprise under the first one, a department, a position, a store.
    const top = (await admin.get('/as/enterprise/list?parentEntCode=-1')) as Array<{
      code: string;
    }>;
    stored.entCode = top[0]!.code;
    await admin.post('/admin/enterprise', {
      code: `XSS-${RUN}`,
      name: TEXT.enterprise,
      parentCode: stored.entCode,
    });
    const dept = (await admin.post('/admin/dept', {
      name: TEXT.dept,
      parentId: 0,
      entCode: stored.entCode,
    })) as { deptId: number };
    const post = (await admin.post('/admin/post', { code: `XSS-${RUN}`, name: TEXT.post })) as {
      postId: number;
    };
    const store = (await admin.post('/admin/store', {
      code: `XSS-${RUN}`,
      name: TEXT.store,
      address: TEXT.storeAddress,
      region: TEXT.region,
      entCode: stored.entCode,
    })) as { storeId: number };

    // A role and a user holding it; the user picks their own nickname, as anyone can.
    const role = (await admin.post('/admin/role', {
      roleName: TEXT.role,
      roleCode: `xss_${RUN}`,
      description: TEXT.roleDescription,
    })) as { roleId: number };
    const staffRole = (
      (await admin.get('/admin/role/list')) as Array<{
        roleId: number;
        roleCode: string;
      }>
    ).find((r) => r.roleCode === 'staff')!;
    await admin.post('/admin/user', {
      username: XSS_USER.username,
      password: XSS_USER.password,
      nickname: 'xss',
      deptId: dept.deptId,
      roleIds: [role.roleId, staffRole.roleId],
      postIds: [post.postId],
      enabled: true,
    });
    const attacker = client(api, await apiToken(api, XSS_USER));
    await attacker.put('/admin/user/edit', {
      username: XSS_USER.username,
      nickname: TEXT.nickname,
      phone: null,
      email: null,
    });

    // A menu directory granted to the administrators: its label is in everyone's sidebar.
    const menu = (await admin.post('/admin/menu', {
      parentId: -1,
      kind: 'directory',
      label: TEXT.menu,
      labelEn: TEXT.menu,
      path: `/xss-${RUN}`,
      sort: 9999,
    })) as { id: number };
    // An empty directory is left out of the sidebar: give it a page.
    const child = (await admin.post('/admin/menu', {
      parentId: menu.id,
      kind: 'page',
      label: TEXT.menu,
      labelEn: TEXT.menu,
      path: `/xss-${RUN}/page`,
    })) as { id: number };
    const adminRole = (
      (await admin.get('/admin/role/list')) as Array<{
        roleId: number;
        roleCode: string;
      }>
    ).find((r) => r.roleCode === 'admin')!;
    const granted = (await admin.get(`/admin/role/${adminRole.roleId}/menus`)) as number[];
    await admin.put(`/admin/role/${adminRole.roleId}/menus`, {
      menuIds: [...granted, menu.id, child.id],
    });
    Object.assign(stored, {
      adminRoleId: adminRole.roleId,
      adminMenus: granted,
      menuIds: [child.id, menu.id],
    });

    // An announcement to everyone.
    await admin.post('/admin/notice/announce', {
      title: TEXT.announceTitle,
      content: TEXT.announceContent,
      sendType: 'all',
    });

    // A form design: its name, labels, options, placeholder and a rich-text default.
    stored.formId = (
      (await admin.post('/admin/form-design', {
        code: `xss_${RUN}`,
        name: TEXT.formName,
        design: {
          fields: [
            {
              kind: 'input',
              vModel: 'title',
              label: TEXT.formLabel,
              placeholder: TEXT.placeholder,
            },
            {
              kind: 'select',
              vModel: 'grade',
              label: '等级',
              options: [{ label: TEXT.optionLabel, value: 'a' }],
            },
            { kind: 'richText', vModel: 'notes', label: '说明', defaultValue: RICH_TEXT },
          ],
        },
      })) as { id: number }
    ).id;
    await admin.post(`/admin/form-design/${stored.formId}/submit`, {
      data: { title: 'x', grade: 'a', notes: RICH_TEXT },
    });

    // Repair orders: a type, an order with address and remark, paused with a reason, a
    // sub-order; one cancelled with a reason, one evaluated with a comment.
    const type = (await admin.post('/eam/repair-type', {
      code: `XSS${RUN}`,
      name: TEXT.repairType,
    })) as { typeId: number };
    const assignees = (await admin.get('/eam/repair-order/assignees')) as Array<{
      userId: number;
    }>;
    const newOrder = async () =>
      (await admin.post('/eam/repair-order', {
        storeId: store.storeId,
        typeId: type.typeId,
        address: TEXT.repairAddress,
        remark: TEXT.repairRemark,
      })) as { orderId: number; version: number };
    const act = async (order: { orderId: number; version: number }, action: string, body = {}) =>
      (await admin.post(`/eam/repair-order/${order.orderId}/${action}`, {
        version: order.version,
        ...body,
      })) as { orderId: number; version: number };

    let order = await newOrder();
    order = await act(order, 'dispatch', { assigneeId: assignees[0]!.userId });
    order = await act(order, 'start');
    order = await act(order, 'pause', { reason: TEXT.pauseReason });
    stored.orderId = order.orderId;
    stored.subOrderId = (
      (await admin.post('/eam/repair-suborder', {
        orderId: order.orderId,
        trade: TEXT.trade,
        remark: TEXT.subRemark,
      })) as { subOrderId: number }
    ).subOrderId;

    const cancelled = await act(await newOrder(), 'cancel', { reason: TEXT.cancelReason });
    stored.cancelledId = cancelled.orderId;
    let done = await newOrder();
    done = await act(done, 'dispatch', { assigneeId: assignees[0]!.userId });
    done = await act(done, 'start');
    done = await act(done, 'complete');
    done = await act(done, 'evaluate', { rating: 1, comment: TEXT.evaluation });
    stored.evaluatedId = done.orderId;

    // A stranger's failed sign-in: the username and browser they claim go into the sign-in
    // log; the attacker's own sign-in with that browser is in the online list.
    const failed = await grant(api, TEXT.signInName, 'wrong', TEXT.userAgent);
    expect(failed.status()).toBe(426);
    const signedIn = await grant(api, XSS_USER.username, XSS_USER.password, TEXT.userAgent);
    expect(signedIn.status()).toBe(200);
  });

  test.afterAll(async () => {
    // The sidebar entry would show in every later page: take it away again.
    const admin = client(api, await apiToken(api, ADMIN));
    await admin.put(`/admin/role/${stored.adminRoleId}/menus`, { menuIds: stored.adminMenus });
    for (const id of stored.menuIds) await admin.delete(`/admin/menu/${id}`);
    await api.dispose();
  });

  test('the check itself notices a payload rendered as markup', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await page.goto('/login');
    // The image's answer is held until the check first looks at the page (document.images,
    // querySelectorAll): a check that did not wait for it to fail would see no handler run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/held-image.png', async (route) => {
      await held;
      await route.fulfill({ status: 404 });
    });
    await page.exposeFunction('__releaseHeld', () => release());
    await page.evaluate(
      (html) => {
        document.body.insertAdjacentHTML('beforeend', html);
        const w = window as unknown as { __releaseHeld: () => Promise<void> };
        const images = Object.getOwnPropertyDescriptor(Document.prototype, 'images')!.get!;
        Object.defineProperty(document, 'images', {
          configurable: true,
          get() {
            void w.__releaseHeld();
            return images.call(this);
          },
        });
        const select = document.querySelectorAll.bind(document);
        document.querySelectorAll = ((selectors: string) => {
          void w.__releaseHeld();
          return select(selectors);
        }) as typeof document.querySelectorAll;
      },
      `<img src="/held-image.png" onerror="__x('self')">${iframe('selfframe')}`,
    );
    expect((await injected(page)).sort()).toEqual(
      ['ran: self', 'ran: selfframe', '<img onerror>', '<iframe srcdoc>'].sort(),
    );
    expect(dialogs).toEqual([]);
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
  });

  test('the organisation pages show names, addresses and regions as text', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    await expectInert(page, dialogs, '/admin/enterprise/index', [TEXT.enterprise]);
    await expectInert(page, dialogs, '/admin/dept/index', [TEXT.dept]);
    await expectInert(page, dialogs, '/admin/post/index#size=50&sort=createdAt,desc', [TEXT.post]);
    await expectInert(page, dialogs, '/admin/store/index#size=50&sort=createdAt,desc', [
      TEXT.store,
      TEXT.region,
    ]);
  });

  test('users, roles and menus show nicknames, role names and labels as text', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    // The sidebar of every page carries the menu label.
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toContainText(TEXT.menu);
    await expectInert(page, dialogs, '/admin/user/index#size=50&sort=createdAt,desc', [
      TEXT.nickname,
      TEXT.role,
      TEXT.dept,
    ]);
    await expectInert(page, dialogs, '/admin/role/index#size=50&sort=createdAt,desc', [
      TEXT.role,
      TEXT.roleDescription,
    ]);
    await expectInert(page, dialogs, '/admin/menu/index', [TEXT.menu]);
  });

  test('the announcement is text in the message centre and on the announce page', async ({
    page,
  }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '消息', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '消息中心' });
    // The row shows the title cut to fit, as text.
    await expect(drawer).toContainText(TEXT.announceTitle.slice(0, 20));
    expect(await injected(page)).toEqual([]);
    await expectInert(page, dialogs, '/admin/notice/announce/index', []);
    expect(dialogs).toEqual([]);
  });

  test('form designs show their name, labels, options and rich text inert', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    await expectInert(page, dialogs, '/admin/form-design/index', [TEXT.formName]);
    await expectInert(page, dialogs, `/admin/form-design/preview?id=${stored.formId}`, [
      TEXT.formLabel,
      '保养说明',
    ]);
    await expectInert(page, dialogs, `/admin/form-design/edit?id=${stored.formId}`, [
      TEXT.formLabel,
    ]);
  });

  test('repair orders show types, addresses, remarks, reasons and comments as text', async ({
    page,
  }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    await expectInert(page, dialogs, '/eam/repair-order/index', [TEXT.repairType, TEXT.store]);
    await expectInert(page, dialogs, `/eam/repair-order-detail?orderId=${stored.orderId}`, [
      TEXT.repairAddress,
      TEXT.repairRemark,
      TEXT.pauseReason,
      TEXT.trade,
    ]);
    await expectInert(
      page,
      dialogs,
      `/eam/repair-suborder-detail?subOrderId=${stored.subOrderId}`,
      [TEXT.trade, TEXT.subRemark],
    );
    await expectInert(page, dialogs, `/eam/repair-order-detail?orderId=${stored.cancelledId}`, [
      TEXT.cancelReason,
    ]);
    await expectInert(page, dialogs, `/eam/repair-order-detail?orderId=${stored.evaluatedId}`, [
      TEXT.evaluation,
    ]);
    await expectInert(page, dialogs, '/wel/index', []);
  });

  test('the logs show what strangers and users typed as text', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signInAsAdmin(page);
    await expectInert(page, dialogs, '/admin/login-log/index', [TEXT.signInName]);
    await expectInert(page, dialogs, '/admin/online/index#size=50&sort=signedInAt,desc', [
      TEXT.nickname,
    ]);
    // The browser column shortens the user agent; its tooltip holds the whole claimed text.
    const row = page.getByRole('row').filter({ hasText: XSS_USER.username });
    await row.getByRole('cell').nth(4).locator('span').first().hover();
    await expect(page.getByRole('tooltip')).toContainText(TEXT.userAgent);
    expect(await injected(page)).toEqual([]);
    await expectInert(page, dialogs, '/admin/audit-log/index#size=50', []);
    // A change opens to its before and after, which hold the payloads.
    const opened = async (action: string, entity: string, text: string) => {
      const row = page
        .getByRole('row')
        .filter({ hasText: action })
        .filter({ hasText: entity })
        .first();
      await row.getByRole('button', { name: '展开行' }).click();
      await expect(page.locator('body')).toContainText(text);
    };
    await opened('修改个人信息', '用户', TEXT.nickname);
    await opened('新增', '门店', TEXT.storeAddress);
    await opened('新增', 'repair_suborder', TEXT.subRemark);
    expect(await injected(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the attacker’s own pages show their nickname as text', async ({ page }) => {
    const dialogs = await watchForScripts(page);
    await signIn(page, XSS_USER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.locator('body')).toContainText(TEXT.nickname);
    await expectInert(page, dialogs, '/info/index', []);
    await expect(page.locator('body')).toContainText(TEXT.nickname);
  });
});
