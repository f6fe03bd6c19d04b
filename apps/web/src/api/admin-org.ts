import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope, Page } from '@depot/shared';
import { getData } from './get-data';
import { http } from './http';

/**
 * Organisation admin (DESIGN §7; apps/server/README "Admin console"): enterprises and
 * departments (trees), positions and stores (pages). Every query key starts with
 * `adminOrgKeys.all`; mutations invalidate with these keys, never hand-typed strings.
 */

interface Stamped {
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

export interface Enterprise extends Stamped {
  entId: number;
  code: string;
  name: string;
  /** null at the top level. */
  parentCode: string | null;
  sort: number;
}
export interface EnterpriseNode extends Enterprise {
  children: EnterpriseNode[];
}
export interface EnterpriseInput {
  code: string;
  name: string;
  parentCode: string | null;
  sort: number;
}

/** An item of GET /as/enterprise/list (open to every signed-in user: the pickers use it). */
export interface EnterpriseItem {
  entId: number;
  code: string;
  name: string;
  parentCode: string | null;
}

export interface Dept extends Stamped {
  deptId: number;
  /** 0 at the top of its enterprise. */
  parentId: number;
  name: string;
  entId: number;
  entCode: string;
  sort: number;
}
export interface DeptNode extends Dept {
  children: DeptNode[];
}
/** A top department (parentId 0) names its enterprise; a sub-department is in its parent's. */
export interface DeptCreate {
  name: string;
  parentId: number;
  sort: number;
  entCode?: string;
}
export interface DeptUpdate {
  deptId: number;
  name: string;
  parentId: number;
  sort: number;
}

export interface Post extends Stamped {
  postId: number;
  code: string;
  name: string;
  sort: number;
}
export interface PostInput {
  code: string;
  name: string;
  sort: number;
}

export interface Store extends Stamped {
  storeId: number;
  code: string;
  name: string;
  address: string | null;
  region: string | null;
  entId: number;
  entCode: string;
  entName: string;
}
export interface StoreInput {
  code: string;
  name: string;
  address: string | null;
  region: string | null;
  entCode: string;
}

/** `field,asc` or `field,desc`, repeatable (the server allow-lists the fields). */
export type SortParam = string | string[];

export interface PageParams {
  current: number;
  size: number;
  sort?: SortParam;
}
export interface PostPageParams extends PageParams {
  code?: string;
  name?: string;
}
export interface StorePageParams extends PageParams {
  code?: string;
  name?: string;
  region?: string;
  entCode?: string;
}

export const adminOrgKeys = {
  all: ['admin-org'] as const,
  enterprises: () => [...adminOrgKeys.all, 'enterprise'] as const,
  enterpriseTree: () => [...adminOrgKeys.enterprises(), 'tree'] as const,
  enterpriseList: () => [...adminOrgKeys.enterprises(), 'list'] as const,
  depts: () => [...adminOrgKeys.all, 'dept'] as const,
  deptTree: (entCode: string) => [...adminOrgKeys.depts(), 'tree', entCode] as const,
  posts: () => [...adminOrgKeys.all, 'post'] as const,
  postPage: (params: PostPageParams) => [...adminOrgKeys.posts(), 'page', params] as const,
  stores: () => [...adminOrgKeys.all, 'store'] as const,
  storePage: (params: StorePageParams) => [...adminOrgKeys.stores(), 'page', params] as const,
};

// ---- enterprises ------------------------------------------------------------------------

export const enterpriseTreeQueryOptions = () =>
  queryOptions({
    queryKey: adminOrgKeys.enterpriseTree(),
    queryFn: () => getData<EnterpriseNode[]>('/admin/enterprise/tree'),
  });

/** Every enterprise, flat (the selectors of the department and store pages). */
export const enterpriseListQueryOptions = () =>
  queryOptions({
    queryKey: adminOrgKeys.enterpriseList(),
    queryFn: () => getData<EnterpriseItem[]>('/as/enterprise/list'),
  });

export async function createEnterprise(body: EnterpriseInput): Promise<Enterprise> {
  const response = await http.post<Envelope<Enterprise>>('/admin/enterprise', body);
  return response.data.data;
}

export async function updateEnterprise(
  body: Partial<EnterpriseInput> & { entId: number },
): Promise<Enterprise> {
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

export async function createDept(body: DeptCreate): Promise<Dept> {
  const response = await http.post<Envelope<Dept>>('/admin/dept', body);
  return response.data.data;
}

export async function updateDept(body: DeptUpdate): Promise<Dept> {
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

export async function createPost(body: PostInput): Promise<Post> {
  const response = await http.post<Envelope<Post>>('/admin/post', body);
  return response.data.data;
}

export async function updatePost(body: PostInput & { postId: number }): Promise<Post> {
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

export async function updateStore(body: StoreInput & { storeId: number }): Promise<Store> {
  const response = await http.put<Envelope<Store>>('/admin/store', body);
  return response.data.data;
}

export async function deleteStore(storeId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/store/${storeId}`);
}
