import type { PushNoticeMessage } from '@depot/shared';

/** A websocket text as a pushed notice (SPEC §3), or null for anything else. */
export function parsePushNotice(text: string): PushNoticeMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { sendType, notice } = message as { sendType?: unknown; notice?: unknown };
  if (sendType !== 'notice' || typeof notice !== 'object' || notice === null) return null;
  return message as PushNoticeMessage;
}
