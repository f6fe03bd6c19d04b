import { PERMISSIONS } from '@depot/shared';

/** The announcement page: its route and the permission it needs (checked by the server too). */
export const ANNOUNCE_PATH = '/admin/notice/announce';
export const ANNOUNCE_PERMISSION = PERMISSIONS.notice.announce;
