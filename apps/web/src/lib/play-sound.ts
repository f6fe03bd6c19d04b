/**
 * Plays a short sound file once. Browsers refuse to play before the user has interacted with
 * the page; that refusal is expected and only logged.
 */
export function playSound(url: string): void {
  try {
    const playing = new Audio(url).play();
    // Older engines return nothing instead of a promise.
    if (playing instanceof Promise) {
      playing.catch((error: unknown) => console.warn('Sound not played', error));
    }
  } catch (error) {
    console.warn('Sound not played', error);
  }
}
