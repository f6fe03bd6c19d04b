import type { PushNoticeMessage } from '@depot/shared';

/**
 * What else a pushed notice refreshes beside the message centre: a page that counts what the
 * notices are about (the approval centre's badges) listens while it is mounted. The messages
 * feature announces each push; features do not import each other, so they meet here.
 */
type Listener = (push: PushNoticeMessage) => void;

const listeners = new Set<Listener>();

/** Listens to every pushed notice; returns a function that stops listening. */
export function listenToNoticePushes(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener about a pushed notice (the notice socket calls it). */
export function announceNoticePush(push: PushNoticeMessage): void {
  for (const listener of [...listeners]) listener(push);
}
