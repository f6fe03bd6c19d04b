import { waitFor, type screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * How long a test waits for the screen before it fails. These bound a wait for a signal (an
 * element, a call), never a sleep: a test goes on as soon as the thing is there. On a busy
 * 2-core machine, with the server's suite running beside this one, a first render that imports
 * a lazy page with the real antd took over 10 s, so the bounds are wide.
 */
export const SCREEN_WAIT_MS = 15_000;

/** The first render of a test file: its code is transformed and imported as well. */
export const FIRST_RENDER_MS = 30_000;

/**
 * Waits until `text` is on the screen, finding and checking it in one step. When antd's form
 * validates again (a submit after typing), its error list animates a message out and an equal
 * one in, so an element `findByText` returned can leave the page before the next line checks
 * it. This re-finds the text until a check of a live element passes.
 */
export function waitForText(scope: Pick<typeof screen, 'getAllByText'>, text: string) {
  return waitFor(() => expect(scope.getAllByText(text)[0]).toBeInTheDocument());
}
