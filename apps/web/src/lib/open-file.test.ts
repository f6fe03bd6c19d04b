import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFile } from './open-file';

describe('openFile', () => {
  const blob = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  const createObjectURL = vi.fn(() => 'blob:file-1');
  const clicks: string[] = [];
  const onClick = (e: MouseEvent) => {
    const link = e.target as HTMLAnchorElement;
    clicks.push(link.download);
    e.preventDefault();
  };

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.removeEventListener('click', onClick);
    clicks.length = 0;
  });

  const stub = (tab: Window | null) => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    document.addEventListener('click', onClick);
    return vi.spyOn(window, 'open').mockImplementation(() => tab);
  };

  it('opens the file in a tab cut off from this page, and saves nothing', () => {
    const tab = { opener: window } as unknown as Window;
    const open = stub(tab);
    openFile(blob, 'CG1-1.pdf');
    // Not `noopener`: with it the browser answers null even when the tab opened.
    expect(open).toHaveBeenCalledWith('blob:file-1', '_blank');
    expect(tab.opener).toBeNull();
    expect(clicks).toEqual([]);
  });

  it('saves the file when the browser blocks the tab', () => {
    stub(null);
    openFile(blob, 'CG1-1.pdf');
    expect(clicks).toEqual(['CG1-1.pdf']);
  });
});
