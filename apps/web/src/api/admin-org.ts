import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  DeptChange,
  DeptInput,
  DeptItem,
  DeptListParams,
  DeptNode,
  Dept,
  Enterprise,
  EnterpriseChange,
  EnterpriseInput,
  EnterpriseItem,
  EnterpriseListParams,
  EnterpriseNode,
  Envelope,
  Page,
  Post,
  PostChange,
  PostInput,
  PostItem,
  PostPageParams,
  Store,
  StoreChange,
  StoreInput,
  StorePageParams,
} from '@depot/shared';
import { getData } from './get-data';
import { http } from './http';

/**
 * Organisation admin (DESIGN §7; apps/server/README "Admin console"): enterprises and
 * departments (trees), positions and stores (pages). Every query key starts with
 * `adminOrgKeys.all`; mutations invalidate with these keys, never hand-typed strings. The types
 * are the shared contracts' (packages/shared/src/admin/org.ts).
 */
export type {
  Dept,
  DeptItem,
  DeptNode,
  Enterprise,
  EnterpriseItem,
  EnterpriseNode,
  Post,
  PostItem,
  PostPageParams,
  Store,
  StoreItem,
  StorePageParams,
} from '@depot/shared';

export const adminOrgKeys = {
  all: ['admin-org'] as const,
  enterprises: () => [...adminOrgKeys.all, 'enterprise'] as const,
  enterpriseTree: () => [...adminOrgKeys.enterprises(), 'tree'] as const,
  enterpriseList: (params: EnterpriseListParams) =>
    [...adminOrgKeys.enterprises(), 'list', params] as const,
  depts: () => [...adminOrgKeys.all, 'dept'] as const,
  deptTree: (entCode: string) => [...adminOrgKeys.depts(), 'tree', entCode] as const,
  deptList: (params: DeptListParams) => [...adminOrgKeys.depts(), 'list', params] as const,
  posts: () => [...adminOrgKeys.all, 'post'] as const,
  postList: () => [...adminOrgKeys.posts(), 'list'] as const,
  postPage: (params: PostPageParams) => [...adminOrgKeys.posts(), 'page', params] as const,
  stores: () => [...adminOrgKeys.all, 'store'] as const,
  storePage: (params: StorePageParams) => [...adminOrgKeys.stores(), 'page', params] as const,
};

/**
 * The organisation lists (enterprises, departments, positions, and the users and roles of their
 * own files) change rarely: a minute of caching spares repeated calls while a picker is open.
 * Every page, picker and form reads them through these factories, so each has one cache.
 */
export const ORG_LIST_STALE_MS = 60_000;

/** `parentEntCode` of the top enterprises (GET /as/enterprise/list). */
export const TOP_ENTERPRISE = '-1';
/** `parentId` of the top departments (GET /admin/dept/list, SPEC §7). */
export const ROOT_DEPT_ID = 0;

// ---- enterprises ------------------------------------------------------------------------

export const enterpriseTreeQueryOptions = () =>
  queryOptions({
    queryKey: adminOrgKeys.enterpriseTree(),
    queryFn: () => getData<EnterpriseNode[]>('/admin/enterprise/tree'),
  });

/**
 * GET /as/enterprise/list, flat (open to signed-in users): every enterprise without params (the
 * selectors of the department, store and user pages), one level with `parentEntCode` (the org
 * picker; -1 for the top).
 */
export const enterpriseListQueryOptions = (params: EnterpriseListParams = {}) =>
  queryOptions({
    queryKey: adminOrgKeys.enterpriseList(params),
    queryFn: () => getData<EnterpriseItem[]>('/as/enterprise/list', params),
    staleTime: ORG_LIST_STALE_MS,
  });

export async function createEnterprise(body: EnterpriseInput): Promise<Enterprise> {
  const response = await http.post<Envelope<Enterprise>>('/admin/enterprise', body);
  return response.data.data;
}

export async function updateEnterprise(body: EnterpriseChange): Promise<Enterprise> {
  const response = await http.put<Envelope<Enterprise>>('/admin/enterprise', body);
  return response.data.data;
}

export async function deleteEnterprise(entId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/enterprise/${entId}`);
}

// ---- departments ------------------------------------------------------------------------

export const deptTreeQueryOptions = (entCode: string) =>
  queryOptions({
    queryKey: adminOrgKeys.deptTree(entCode),
    queryFn: () => getData<DeptNode[]>('/admin/dept/tree', { entCode }),
    enabled: entCode !== '',
  });

/**
 * GET /admin/dept/list (open to signed-in users): every department without params, the top of
 * an enterprise with `entCode` and `parentId` 0, the children of `parentId` alone.
 */
export const deptListQueryOptions = (params: DeptListParams = {}) =>
  queryOptions({
    queryKey: adminOrgKeys.deptList(params),
    queryFn: () => getData<DeptItem[]>('/admin/dept/list', params),
    staleTime: ORG_LIST_STALE_MS,
  });

export async function createDept(body: DeptInput): Promise<Dept> {
  const response = await http.post<Envelope<Dept>>('/admin/dept', body);
  return response.data.data;
}

export async function updateDept(body: DeptChange): Promise<Dept> {
  const response = await http.put<Envelope<Dept>>('/admin/dept', body);
  return response.data.data;
}

export async function deleteDept(deptId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/dept/${deptId}`);
}

// ---- positions --------------------------------------------------------------------------

export const postPageQueryOptions = (params: PostPageParams) =>
  queryOptions({
    queryKey: adminOrgKeys.postPage(params),
    queryFn: () => getData<Page<Post>>('/admin/post/page', params),
    placeholderData: keepPreviousData,
  });

/** GET /admin/post/list: every position (the user form, the org picker). */
export const postListQueryOptions = () =>
  queryOptions({
    queryKey: adminOrgKeys.postList(),
    queryFn: () => getData<PostItem[]>('/admin/post/list'),
    staleTime: ORG_LIST_STALE_MS,
  });

export async function createPost(body: PostInput): Promise<Post> {
  const response = await http.post<Envelope<Post>>('/admin/post', body);
  return response.data.data;
}

export async function updatePost(body: PostChange): Promise<Post> {
  const response = await http.put<Envelope<Post>>('/admin/post', body);
  return response.data.data;
}

export async function deletePost(postId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/post/${postId}`);
}

// ---- stores -----------------------------------------------------------------------------

export const storePageQueryOptions = (params: StorePageParams) =>
  queryOptions({
    queryKey: adminOrgKeys.storePage(params),
    queryFn: () => getData<Page<Store>>('/admin/store/page', params),
    placeholderData: keepPreviousData,
  });

export async function createStore(body: StoreInput): Promise<Store> {
  const response = await http.post<Envelope<Store>>('/admin/store', body);
  return response.data.data;
}

export async function updateStore(body: StoreChange): Promise<Store> {
  const response = await http.put<Envelope<Store>>('/admin/store', body);
  return response.data.data;
}

export async function deleteStore(storeId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/store/${storeId}`);
}
