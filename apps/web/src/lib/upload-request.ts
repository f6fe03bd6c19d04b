import type { UploadProps } from 'antd';

/**
 * antd Upload's `customRequest` over our own call: `send` gets the chosen file and a progress
 * callback (percent); what it resolves to becomes the file's response, a failure its error.
 */
export function uploadRequest(
  send: (file: File, onPercent: (percent: number) => void) => Promise<unknown>,
): NonNullable<UploadProps['customRequest']> {
  return ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    send(file, (percent) => onProgress?.({ percent })).then(
      (response) => onSuccess?.(response),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
