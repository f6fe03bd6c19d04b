import { screen, waitFor, within } from '@testing-library/react';

/**
 * The open dialog with this title. By role and title text rather than by accessible name: in
 * tests antd's ids are all "test-id", so a dialog's aria-labelledby can point at another element
 * (the pager's size select) and the name comes out wrong.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByText(title));
    if (!found) throw new Error(`no dialog titled ${title}`);
  });
  return found as HTMLElement;
}
