import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Asset,
  AssetCategory,
  AssetCategoryChange,
  AssetCategoryInput,
  AssetChange,
  AssetDetail,
  AssetFile,
  AssetInput,
  AssetPageParams,
  AssetStats,
  Envelope,
  FormDesign,
  ImportResult,
  Page,
} from '@depot/shared';
import { photoQueryOptions } from './eam';
import { fileDownloadUrl, uploadFormFile } from './form-design';
import { download, getData, type DownloadedFile } from './get-data';
import { http } from './http';

/**
 * Assets (`/as`, docs/assets.md): categories, the register, its Excel export and import. Every
 * query key starts with `assetKeys.all`; the types are the shared contracts'.
 */
export type { Asset, AssetCategory, AssetDetail, AssetFile, AssetPageParams } from '@depot/shared';

/** A category's custom fields: its design (the current version, or the one an asset was saved with). */
export interface CustomFieldDesign {
  designId: number;
  version: number;
  design: FormDesign;
}

export const assetKeys = {
  all: ['asset'] as const,
  categories: () => [...assetKeys.all, 'category'] as const,
  categoryList: () => [...assetKeys.categories(), 'list'] as const,
  categoryDesign: (id: number) => [...assetKeys.categories(), 'design', id] as const,
  records: () => [...assetKeys.all, 'record'] as const,
  page: (params: AssetPageParams) => [...assetKeys.records(), 'page', params] as const,
  detail: (id: number) => [...assetKeys.records(), 'detail', id] as const,
  byQr: (token: string) => [...assetKeys.records(), 'qr', token] as const,
  design: (id: number) => [...assetKeys.records(), 'design', id] as const,
  files: (id: number) => [...assetKeys.records(), 'files', id] as const,
  stats: () => [...assetKeys.records(), 'stats'] as const,
};

// ---- categories -------------------------------------------------------------------------

/** Every category, flat (`parentId` links them). */
export const assetCategoryListQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.categoryList(),
    queryFn: () => getData<AssetCategory[]>('/as/category/list'),
  });

/** The current design of a category's custom fields (null: none). */
export const categoryDesignQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: assetKeys.categoryDesign(categoryId),
    queryFn: () => getData<CustomFieldDesign | null>(`/as/category/${categoryId}/design`),
  });

export async function createAssetCategory(body: AssetCategoryInput): Promise<AssetCategory> {
  return (await http.post<Envelope<AssetCategory>>('/as/category', body)).data.data;
}

export async function updateAssetCategory(body: AssetCategoryChange): Promise<AssetCategory> {
  return (await http.put<Envelope<AssetCategory>>('/as/category', body)).data.data;
}

export async function deleteAssetCategory(categoryId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/as/category/${categoryId}`);
}

// ---- assets -----------------------------------------------------------------------------

export const assetPageQueryOptions = (params: AssetPageParams) =>
  queryOptions({
    queryKey: assetKeys.page(params),
    queryFn: () => getData<Page<Asset>>('/as/asset/page', params),
    placeholderData: keepPreviousData,
  });

export const assetDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assetKeys.detail(id),
    queryFn: () => getData<AssetDetail>(`/as/asset/${id}`),
  });

/** The asset a label's QR names (the scan page). */
export const assetByQrQueryOptions = (token: string) =>
  queryOptions({
    queryKey: assetKeys.byQr(token),
    queryFn: () => getData<AssetDetail>(`/as/asset/qr/${encodeURIComponent(token)}`),
  });

/** The design version an asset's custom values were saved with (null: none). */
export const assetDesignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assetKeys.design(id),
    queryFn: () => getData<CustomFieldDesign | null>(`/as/asset/${id}/design`),
  });

/** The home panel's figures: by status, by top-level category, expiring within 30 days. */
export const assetStatsQueryOptions = () =>
  queryOptions({
    queryKey: assetKeys.stats(),
    queryFn: () => getData<AssetStats>('/as/asset/stats'),
  });

export async function createAsset(body: AssetInput): Promise<Asset> {
  return (await http.post<Envelope<Asset>>('/as/asset', body)).data.data;
}

export async function updateAsset(body: AssetChange): Promise<Asset> {
  return (await http.put<Envelope<Asset>>('/as/asset', body)).data.data;
}

// ---- photos and files ------------------------------------------------------------------

/** The photos and files an asset holds, in the order they were attached. */
export const assetFilesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assetKeys.files(id),
    queryFn: () => getData<AssetFile[]>(`/as/asset/${id}/files`),
  });

/** Stores one file through POST /admin/files (onProgress gets 0–100); attach it next. */
export const uploadAssetFile = uploadFormFile;

/** Attaches stored uploads to the asset; answers the files it now holds. */
export async function attachAssetFiles(id: number, fileIds: string[]): Promise<AssetFile[]> {
  const response = await http.post<Envelope<AssetFile[]>>(`/as/asset/${id}/files`, { fileIds });
  return response.data.data;
}

/** Takes one file off the asset; answers the files it still holds. */
export async function removeAssetFile(id: number, fileId: string): Promise<AssetFile[]> {
  const response = await http.delete<Envelope<AssetFile[]>>(
    `/as/asset/${id}/files/${encodeURIComponent(fileId)}`,
  );
  return response.data.data;
}

/**
 * A picture as a data: URL for an <img>, read with the user's token through
 * GET /admin/files/:id: the same factory (and cache) as repair orders' photos.
 */
export const assetImageQuery = (file: AssetFile) => photoQueryOptions(fileDownloadUrl(file.id));

/** A file's bytes, to save under its name. */
export const downloadAssetFile = (file: AssetFile): Promise<DownloadedFile> =>
  download(fileDownloadUrl(file.id));

// ---- Excel export and import ----------------------------------------------------------

/** The .xlsx of the filtered, sorted list (every page). */
export function exportAssets(
  filters: Omit<AssetPageParams, 'current' | 'size'>,
): Promise<DownloadedFile> {
  return download('/as/asset/export', filters);
}

/** An empty .xlsx with the import's header row (and a category's custom fields). */
export function downloadAssetImportTemplate(categoryId?: number): Promise<DownloadedFile> {
  return download('/as/asset/import/template', { categoryId });
}

/** Sends an .xlsx of assets: a dry run reports every bad row; nothing is imported unless all are valid. */
export async function importAssets(file: File, dryRun: boolean): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<ImportResult>>('/as/asset/import', body, {
    params: { dryRun },
  });
  return response.data.data;
}
