/** Receives raw notifications until closed; one per bus. */
export interface Listener {
  close(): Promise<void>;
}

export type OnNotification = (pgChannelName: string, payload: string) => void;
