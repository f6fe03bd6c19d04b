import { truncateText } from '../../../lib/truncate-text';

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
  ['curl', /curl\/(\d+)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Windows', /Windows/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * A browser's user agent shortened for a table cell: "Chrome 120 · Windows". Anything not
 * recognised is cut to `limit` characters (the full text goes in a tooltip).
 */
export function shortUserAgent(userAgent: string, limit = 32): string {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  if (browser) {
    const version = browser[1].exec(userAgent)?.[1];
    return [`${browser[0]} ${version ?? ''}`.trim(), system?.[0]].filter(Boolean).join(' · ');
  }
  return truncateText(userAgent, limit).text;
}
