import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';

/**
 * user-event without its pointer-events check: antd's stylesheet is off in tests
 * (test/theme.ts), so there is no pointer-events CSS to find, and the check's
 * getComputedStyle walk up the tree on every event is most of a click's time in jsdom.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
