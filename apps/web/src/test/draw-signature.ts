import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * The signature pad named `name` (components/signature-canvas), laid out as 300 × 100 CSS pixels
 * at the page's top left (jsdom lays nothing out). Callers restore the mocks
 * (vi.restoreAllMocks) after each test.
 */
export async function signaturePad(name: string): Promise<HTMLElement> {
  const box = await screen.findByRole('img', { name });
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: 300,
    bottom: 100,
    width: 300,
    height: 100,
    toJSON: () => ({}),
  });
  return box;
}

/** Draws one stroke with a finger on the signature pad named `name`; answers the pad. */
export async function drawSignature(user: UserEvent, name: string): Promise<HTMLElement> {
  const box = await signaturePad(name);
  await user.pointer([
    { keys: '[TouchA>]', target: box, coords: { clientX: 30, clientY: 50 } },
    { target: box, coords: { clientX: 120, clientY: 40 } },
    { target: box, coords: { clientX: 200, clientY: 60 } },
    { keys: '[/TouchA]', target: box },
  ]);
  return box;
}
