import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './user-agent';

describe('shortUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 120 · Windows');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      ),
    ).toBe('Safari 17 · macOS');
    expect(
      shortUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      ),
    ).toBe('Edge 120 · Windows');
  });

  it('cuts anything it does not know', () => {
    expect(shortUserAgent('some-robot/1.0 (+https://example.com/robot-info)', 10)).toBe(
      'some-robot…',
    );
    expect(shortUserAgent('node')).toBe('node');
  });
});
