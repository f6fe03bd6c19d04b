/**
 * Opening the message centre on its unread view from any page (the home page's to-do). The
 * messages feature registers how when its store loads (with the top bar's bell); features do
 * not import each other, so they meet here. Until then, asking opens nothing.
 */
type Opener = () => void;

let opener: Opener | null = null;

/**
 * Sets (or replaces) how the message centre opens; returns a function that puts back the one
 * it replaced (a test's opener of its own leaves the real one in place after it).
 */
export function registerMessageCentreOpener(open: Opener): () => void {
  const replaced = opener;
  opener = open;
  return () => {
    if (opener === open) opener = replaced;
  };
}

/** Opens the message centre on its unread notices (nothing before the top bar has loaded). */
export function openUnreadMessages(): void {
  opener?.();
}
