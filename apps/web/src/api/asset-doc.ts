import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AssetDocCandidate,
  AssetDocCandidateParams,
  AssetDocCreateBody,
  AssetDocPageParams,
  AssetDocUpdateBody,
  AssetDocWire,
  CertificateIssued,
  Envelope,
  Page,
} from '@depot/shared';
import { photoQueryOptions } from './eam';
import { fileDownloadUrl } from './form-design';
import { download, getData, type DownloadedFile } from './get-data';
import { http } from './http';

/**
 * The asset lifecycle documents (`/as/doc`, issue #17): lending, pick-up, return, transfer,
 * write-off, damage and rollback, each through approval; the keeper's pickup certificate. Every
 * query key starts with `assetDocKeys.all`. The receiver's open page calls
 * `/as/certificate` through api/certificate.ts (no http client there).
 */
export type {
  AssetDocCandidate,
  AssetDocCandidateParams,
  AssetDocPageParams,
  AssetDocWire,
  CertificateIssued,
} from '@depot/shared';

export const assetDocKeys = {
  all: ['asset-doc'] as const,
  page: (params: AssetDocPageParams) => [...assetDocKeys.all, 'page', params] as const,
  detail: (id: number) => [...assetDocKeys.all, 'detail', id] as const,
  candidates: (params: AssetDocCandidateParams) =>
    [...assetDocKeys.all, 'candidates', params] as const,
};

export const assetDocPageQueryOptions = (params: AssetDocPageParams) =>
  queryOptions({
    queryKey: assetDocKeys.page(params),
    queryFn: () => getData<Page<AssetDocWire>>('/as/doc/page', params),
    placeholderData: keepPreviousData,
  });

export const assetDocDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assetDocKeys.detail(id),
    queryFn: () => getData<AssetDocWire>(`/as/doc/${id}`),
  });

/**
 * The assets the user may apply for with a document of `docType` (their data scope, their
 * stores' idle assets for a lending or pick-up, what they hold for a return), eligible for it:
 * the form's search, scan and typed code (no key of the register needed).
 */
export const assetDocCandidatesQueryOptions = (params: AssetDocCandidateParams) =>
  queryOptions({
    queryKey: assetDocKeys.candidates(params),
    queryFn: () => getData<Page<AssetDocCandidate>>('/as/doc/candidates', params),
    placeholderData: keepPreviousData,
  });

/** A new document, submitted for approval at once; answers the document (its request's id). */
export async function createAssetDoc(body: AssetDocCreateBody): Promise<AssetDocWire> {
  return (await http.post<Envelope<AssetDocWire>>('/as/doc', body)).data.data;
}

/**
 * The applicant's document sent back to them, changed and resubmitted at once (PUT /as/doc/:id,
 * on the version read: a stale one is a 409); answers the document.
 */
export async function updateAssetDoc(
  docId: number,
  body: AssetDocUpdateBody,
): Promise<AssetDocWire> {
  return (await http.put<Envelope<AssetDocWire>>(`/as/doc/${docId}`, body)).data.data;
}

/** The .xlsx of the filtered list (every page). */
export function exportAssetDocs(
  filters: Omit<AssetDocPageParams, 'current' | 'size'>,
): Promise<DownloadedFile> {
  return download('/as/doc/export', filters);
}

/** A new single-use pickup certificate for the document; any earlier one stops working. */
export async function issueCertificate(docId: number): Promise<CertificateIssued> {
  const response = await http.post<Envelope<CertificateIssued>>(`/as/doc/${docId}/certificate`);
  return response.data.data;
}

/**
 * A signature's PNG as a data: URL for an <img>, read with the user's token through
 * GET /admin/files/:id: the same factory (and cache) as the other stored pictures.
 */
export const signatureImageQuery = (fileId: string) => photoQueryOptions(fileDownloadUrl(fileId));
