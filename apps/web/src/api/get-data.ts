import type { Envelope } from '@depot/shared';
import { http } from './http';
import { compactParams } from './query-params';

/** GET an enveloped answer's `data`; empty filters are left out of the address. */
export async function getData<T>(url: string, params?: object): Promise<T> {
  const response = await http.get<Envelope<T>>(url, { params: params && compactParams(params) });
  return response.data.data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named it. */
  filename: string | undefined;
}

/** GET a file (an export, a template) with its name as the server gave it. */
export async function download(url: string, params?: object): Promise<DownloadedFile> {
  const response = await http.get<Blob>(url, {
    params: params && compactParams(params),
    responseType: 'blob',
  });
  return { blob: response.data, filename: attachmentName(response.headers['content-disposition']) };
}

/**
 * The file name of a Content-Disposition: the UTF-8 one (RFC 5987, in the user's language)
 * when given, else the plain ASCII one.
 */
export function attachmentName(header: unknown): string | undefined {
  const disposition = typeof header === 'string' ? header : '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}
