// The route guard's calls (guard.ts), one module so that loading them is one request beside the
// http client's chunk.
export { menuQueryOptions } from '../../api/menu';
export { userInfoQueryOptions } from '../../api/user';
