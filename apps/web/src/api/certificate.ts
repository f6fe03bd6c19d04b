import { queryOptions } from '@tanstack/react-query';
import {
  encryptPassword,
  type CertificateSignRefusal,
  type CertificateView,
  type ClientConfig,
} from '@depot/shared';
import { isApiError } from './api-error';
import { openFetch } from './open-fetch';

/**
 * The pickup certificate's open calls (`/as/certificate/:token`, the receiver's /assertQrCode
 * page): with fetch, not the http client, so the page paints without axios and antd
 * (docs/performance.md). No token is sent: the certificate's own token is the credential.
 */
export type { CertificateView } from '@depot/shared';

const certificateUrl = (token: string) => `/as/certificate/${encodeURIComponent(token)}`;

function isCertificateView(value: unknown): value is CertificateView {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'assets' in value &&
    'expiresAt' in value
  );
}

/** What the receiver needs to see: the document, its assets, their masked name, the validity. */
export const certificateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['certificate', token],
    queryFn: () => openFetch(certificateUrl(token), { accept: isCertificateView }),
    // A wrong, used or expired token stays so: asking again tells nothing new.
    retry: false,
    staleTime: Infinity,
  });

export interface CertificateSigning {
  username: string;
  /** As typed: encrypted here the way the sign-in form sends it. */
  password: string;
  /** The drawn signature, a PNG data URL. */
  signature: string;
}

/** The receiver confirms with their credentials and drawn signature: the handover is done. */
export async function signCertificate(
  token: string,
  signing: CertificateSigning,
  config: ClientConfig,
): Promise<void> {
  await openFetch(`${certificateUrl(token)}/sign`, {
    method: 'POST',
    body: {
      username: signing.username.trim(),
      password: encryptPassword(signing.password, config.passwordKey),
      signature: signing.signature,
    },
    accept: (_data): _data is unknown => true,
  });
}

/** The tries a wrong password leaves the certificate, when the server says. */
export function triesLeft(error: unknown): number | undefined {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data: unknown = 'data' in error.data ? error.data.data : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { triesLeft: left } = data as CertificateSignRefusal;
  return typeof left === 'number' ? left : undefined;
}
