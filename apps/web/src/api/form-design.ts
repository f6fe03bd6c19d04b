import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope, FormDesign, FormDesignInput, UploadedFile } from '@depot/shared';
import { http } from './http';

/**
 * Form designs (SPEC §2, §3) and the files form uploads store. The server keeps every saved
 * version; a PUT answers the new version number.
 *
 *   GET    /admin/form-design/page?current&size&name&code → {records, total, current, size}
 *   GET    /admin/form-design/{id}                         → {id, code, name, version, design}
 *   POST   /admin/form-design          {code, name, design} → {id, version}
 *   PUT    /admin/form-design/{id}     {name, design}       → {id, version}
 *   POST   /admin/form-design/{id}/copy                     → {id, version}
 *   DELETE /admin/form-design/{id}
 *   POST   /admin/form-design/{id}/submit {data}            → {recordId, version}
 *   POST   /admin/files (multipart, field `file`)           → {id, name, size, type, url}
 */
export interface FormDesignSummary {
  id: number;
  code: string;
  name: string;
  version: number;
  updatedAt: string;
}

export interface FormDesignRecord {
  id: number;
  code: string;
  name: string;
  version: number;
  /** As stored; the client parses it with formDesignSchema before use. */
  design: FormDesignInput;
}

export interface FormDesignPageParams {
  current: number;
  size: number;
  name?: string;
  /** Exact code (the asset category's form is found by its code). */
  code?: string;
}

export interface FormDesignPage {
  records: FormDesignSummary[];
  total: number;
  current: number;
  size: number;
}

export interface SavedVersion {
  id: number;
  version: number;
}

export interface SubmittedRecord {
  recordId: number | string;
  version: number;
}

/** A stored upload: what an upload widget keeps in the form data. */
export type StoredFile = UploadedFile & { id: string | number; url: string };

export const formDesignKeys = {
  all: ['form-design'] as const,
  lists: () => [...formDesignKeys.all, 'list'] as const,
  list: (params: FormDesignPageParams) => [...formDesignKeys.lists(), params] as const,
  details: () => [...formDesignKeys.all, 'detail'] as const,
  detail: (id: number) => [...formDesignKeys.details(), id] as const,
};

const BASE = '/admin/form-design';

export async function fetchFormDesignPage(params: FormDesignPageParams): Promise<FormDesignPage> {
  const query = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await http.get<Envelope<FormDesignPage>>(`${BASE}/page`, { params: query });
  return response.data.data;
}

export const formDesignPageQueryOptions = (params: FormDesignPageParams) =>
  queryOptions({
    queryKey: formDesignKeys.list(params),
    queryFn: () => fetchFormDesignPage(params),
    placeholderData: keepPreviousData,
  });

export async function fetchFormDesign(id: number): Promise<FormDesignRecord> {
  const response = await http.get<Envelope<FormDesignRecord>>(`${BASE}/${id}`);
  return response.data.data;
}

export const formDesignQueryOptions = (id: number) =>
  queryOptions({ queryKey: formDesignKeys.detail(id), queryFn: () => fetchFormDesign(id) });

export async function createFormDesign(body: {
  code: string;
  name: string;
  design: FormDesign;
}): Promise<SavedVersion> {
  const response = await http.post<Envelope<SavedVersion>>(BASE, body);
  return response.data.data;
}

export async function updateFormDesign(
  id: number,
  /** `baseVersion`: the version the edit started from; the server answers 409 when another
   * save came in between, so nobody's changes are overwritten silently. */
  body: { name: string; design: FormDesign; baseVersion?: number },
): Promise<SavedVersion> {
  const response = await http.put<Envelope<SavedVersion>>(`${BASE}/${id}`, body);
  return response.data.data;
}

export async function copyFormDesign(id: number): Promise<SavedVersion> {
  const response = await http.post<Envelope<SavedVersion>>(`${BASE}/${id}/copy`);
  return response.data.data;
}

export async function deleteFormDesign(id: number): Promise<void> {
  await http.delete(`${BASE}/${id}`);
}

/** Submits form data; the server validates it with the same validateFormData (400 names the field). */
export async function submitFormData(id: number, data: unknown): Promise<SubmittedRecord> {
  const response = await http.post<Envelope<SubmittedRecord>>(`${BASE}/${id}/submit`, { data });
  return response.data.data;
}

/** Uploads one file for an upload widget; onProgress gets 0–100. */
export async function uploadFormFile(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<StoredFile>>('/admin/files', body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.data;
}

/** Where a stored file is downloaded. */
export function fileDownloadUrl(id: string | number): string {
  return `/admin/files/${encodeURIComponent(String(id))}`;
}

/** A stored file's content; through the http client, so the bearer token goes along. */
export async function fetchFormFile(id: string | number): Promise<Blob> {
  const response = await http.get<Blob>(fileDownloadUrl(id), { responseType: 'blob' });
  return response.data;
}
