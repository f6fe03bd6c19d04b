import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { toPermissionLookup, useSessionStore } from '../stores/session';
import { USER_INFO } from './fixtures';
import { TEST_THEME } from './theme';

export interface RenderPageOptions {
  /** The address the page is at (fragment included). Default `/page`. */
  path?: string;
  /** Permission keys of the signed-in user (session store). Default none. */
  permissions?: readonly string[];
}

/**
 * One page without the shell: the app's providers (real antd, toasts, query client) and a
 * memory router at `path`, with the signed-in user of `test/fixtures` holding `permissions`.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  useSessionStore.setState({
    userInfo: USER_INFO.sysUser,
    roles: [...USER_INFO.roles],
    permissions: toPermissionLookup(options.permissions ?? []),
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: [options.path ?? '/page'],
  });
  const view = render(
    <AppProviders queryClient={queryClient} theme={TEST_THEME}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // No pointer-events check: antd's stylesheet is off in tests, and the check's style walk is
  // most of a click's time in jsdom.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, router, queryClient, user };
}

/**
 * The open dialog showing this text (its title). By role and text rather than by accessible
 * name: in tests antd's ids are all "test-id", so a dialog's aria-labelledby can point at
 * another element (the pager's size select) and the name comes out wrong.
 */
export function findDialog(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((d) => within(d).queryAllByText(text).length > 0);
    if (!dialog) throw new Error(`no dialog showing ${text}`);
    return dialog;
  });
}
