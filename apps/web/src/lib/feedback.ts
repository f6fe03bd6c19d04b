import type { App } from 'antd';

/**
 * Toasts and dialogs from outside React (the http client, stores). antd's static `message`
 * cannot see the theme or locale, so the providers hand over the context-aware API of
 * `App.useApp()` here once mounted (see app/feedback-bridge.tsx).
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;

export function setFeedbackApi(next: FeedbackApi | null): void {
  api = next;
}

export function getFeedbackApi(): FeedbackApi | null {
  return api;
}

export function toastError(text: string): void {
  if (api) {
    // Keyed by its text: ten calls failing the same way show one toast, not ten.
    void api.message.error({ content: text, key: text });
    return;
  }
  // Before the providers mount (or in a test without them) there is nowhere to show it.
  console.error(text);
}
