import { MessageBell, NoticeSocket } from '../../features/messages/shell';

/**
 * Where the message centre's bell sits in the top bar (SPEC §2: bell with unread badge), with
 * the notice websocket (SPEC §4) started once beside it, for as long as the layout is shown.
 */
export function MessageBellSlot() {
  return (
    <>
      <MessageBell />
      <NoticeSocket />
    </>
  );
}
