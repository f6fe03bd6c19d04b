import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import {
  APP_TEXTS,
  AREA_TEXTS,
  CERTIFICATE_TEXTS,
  initI18n,
  loadLanguage,
  loadTexts,
} from '../i18n';
import '../i18n/dayjs-locale';
import { AREA_WORDS_TEXTS } from '../app/area-words';
import { SCREEN_WAIT_MS } from './waits';
import { FakeWebSocket } from '../lib/fake-websocket';

// jsdom lacks what antd measures with: media queries, and getComputedStyle on pseudo-elements.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver; antd's tabs and overflowing menus observe their size with it.
if (!('ResizeObserver' in globalThis)) {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: NoResizeObserver,
  });
}

// jsdom does not implement getComputedStyle for pseudo-elements, which antd asks for.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Component tests never reach a real server: the signed-in layout's notice socket talks to an
// in-memory socket that stays unopened (tests of the socket stub their own and drive it).
Object.defineProperty(globalThis, 'WebSocket', {
  configurable: true,
  writable: true,
  value: FakeWebSocket,
});

// Every text in both languages loaded up front, so a test's language switch is immediate.
await initI18n('zh-CN');
await Promise.all([
  loadTexts(APP_TEXTS),
  loadTexts(AREA_TEXTS),
  loadTexts(AREA_WORDS_TEXTS),
  loadTexts(CERTIFICATE_TEXTS),
]);
await loadLanguage('en-US');

// findBy…/waitFor give up after SCREEN_WAIT_MS rather than 1 s: the first visit of a lazy
// page transforms and imports its code, which takes seconds on a busy machine.
configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

// antd warns (console.error, once per message a worker) of a deprecated prop or a layout that
// does not add up; the test whose render drew the warning fails, so a deprecation is mended when
// it comes rather than when the next major version removes the prop. Installed once per worker:
// this file runs again before each test file, in the same module graph (isolate: false).
const workerGlobals = globalThis as typeof globalThis & { antdWarnings?: string[] };
if (!workerGlobals.antdWarnings) {
  const seen: string[] = (workerGlobals.antdWarnings = []);
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith('Warning: [antd:')) seen.push(first);
    consoleError(...args);
  };
}
const antdWarnings = workerGlobals.antdWarnings;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  expect(antdWarnings.splice(0), "antd's warnings").toEqual([]);
});
