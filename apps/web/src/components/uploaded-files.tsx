import { Button, Flex, Typography, Upload } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { uploadFormFile, type StoredFile } from '../api/form-design';
import { uploadRequest } from '../lib/upload-request';

/** The field's words, in the area's own (an upload button, a remove link and its label). */
export interface UploadedFilesWords {
  upload: string;
  remove: string;
  /** The remove link's accessible name, naming the file. */
  removeFile: (name: string) => string;
}

/**
 * Files attached to a record before it is saved (evidence, photos, a scanned licence): each is
 * uploaded through the files module (`POST /admin/files`) as it is chosen, listed by name with a
 * remove link, up to `max`. Several chosen at once all stay: each finished upload adds to the
 * list as it is then, not as it was when the choice was made.
 */
export function UploadedFiles({
  value = [],
  onChange,
  max,
  words,
  accept,
  capture,
  large,
}: {
  /** Given by the form (a Form.Item's field) or by the caller. */
  value?: readonly StoredFile[];
  onChange?: (next: StoredFile[]) => void;
  max: number;
  words: UploadedFilesWords;
  /** The picker's file types (`image/*` for photos). */
  accept?: string;
  /** On a phone, open the camera rather than the files. */
  capture?: 'environment';
  /** Large controls, for a form filled on site. */
  large?: boolean;
}) {
  // The list as it is now, for uploads that finish after a render or another upload.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (next: StoredFile[]) => {
    latest.current = next;
    onChange?.(next);
  };
  return (
    <Flex vertical gap={4} align="flex-start">
      {value.map((f) => (
        <Flex key={f.id} gap={8} align="center">
          <Typography.Text>{f.name}</Typography.Text>
          <Button
            size={large ? 'middle' : 'small'}
            type="link"
            danger
            aria-label={words.removeFile(f.name)}
            onClick={() => change(latest.current.filter((o) => o.id !== f.id))}
          >
            {words.remove}
          </Button>
        </Flex>
      ))}
      {value.length < max && (
        <Upload
          accept={accept}
          capture={capture}
          multiple={max - value.length > 1}
          showUploadList={false}
          // eslint-disable-next-line react-hooks/refs -- uploadRequest calls this when a file is chosen, never during render
          customRequest={uploadRequest(async (file, onPercent) => {
            const stored = await uploadFormFile(file, onPercent);
            if (latest.current.length < max) change([...latest.current, stored]);
            return stored;
          })}
        >
          <Button size={large ? 'large' : 'middle'}>{words.upload}</Button>
        </Upload>
      )}
    </Flex>
  );
}
