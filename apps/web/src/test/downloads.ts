import { vi } from 'vitest';

/**
 * The names of the files the page saves from now on, in order. jsdom has no object URLs and
 * cannot follow a download link, so both are stood in for: the link's click is caught and its
 * `download` name (what the server sent) kept.
 */
export function savedDownloads(): string[] {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
