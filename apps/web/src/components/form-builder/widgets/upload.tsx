import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFormFile, uploadFormFile, type StoredFile } from '../../../api/form-design';
import { uploadRequest } from '../../../lib/upload-request';
import { describedBy, type WidgetProps } from '../types';
import { uploadProblem, uploadTip } from './upload-rules';

/** SPEC §9: a finished upload stays in the progress list this long before it joins the value. */
export const UPLOAD_LIST_HIDE_MS = 500;

const STORED = 'stored-';

function shownFile(file: StoredFile, index: number): UploadFile {
  return {
    uid: `${STORED}${index}`,
    name: file.name,
    status: 'done',
    // No url: antd would render a plain link, which cannot send the bearer token. A click on the
    // name downloads it through the http client instead (onPreview).
    size: file.size,
    type: file.type,
  };
}

/** Saves a stored file under its name (a plain link would not carry the bearer token). */
async function download(file: StoredFile): Promise<void> {
  const url = URL.createObjectURL(await fetchFormFile(file.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function isStored(value: unknown): value is StoredFile {
  return typeof value === 'object' && value !== null && 'name' in value;
}

/**
 * Files stored through POST /admin/files, held as {id, name, size, type, url} (SPEC §5). A file
 * over the count, size or type limit is refused with the limit's message before it is sent.
 */
export function UploadWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<StoredFile[], 'upload'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = Array.isArray(value) ? value.filter(isStored) : [];
  const [pending, setPending] = useState<UploadFile[]>([]);
  const latest = useRef({ files, onChange });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const reportedBatch = useRef<readonly unknown[] | null>(null);

  useEffect(() => {
    latest.current = { files, onChange };
  });
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  const later = (run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, UPLOAD_LIST_HIDE_MS);
    timers.current.add(timer);
  };
  const dropPending = (uid: string) => setPending((list) => list.filter((f) => f.uid !== uid));
  const upsertPending = (file: UploadFile) =>
    setPending((list) =>
      list.some((f) => f.uid === file.uid)
        ? list.map((f) => (f.uid === file.uid ? file : f))
        : [...list, file],
    );

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const busy = pending.filter((f) => f.status === 'uploading').length;
    const problem = uploadProblem(widget, file, files.length + busy + batch.indexOf(file));
    if (!problem) return true;
    // One count message per batch, not one per file over the limit.
    if (problem.key !== 'form.upload.tooMany' || reportedBatch.current !== batch) {
      void message.error(t(problem.key, problem.params));
    }
    if (problem.key === 'form.upload.tooMany') reportedBatch.current = batch;
    return Upload.LIST_IGNORE;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'removed') {
      if (file.uid.startsWith(STORED)) {
        const index = Number(file.uid.slice(STORED.length));
        const next = files.filter((_, i) => i !== index);
        onChange?.(next.length > 0 ? next : undefined);
      } else {
        dropPending(file.uid);
      }
      return;
    }
    upsertPending(file);
    if (file.status === 'done') {
      later(() => {
        dropPending(file.uid);
        const stored: unknown = file.response;
        if (!isStored(stored)) return;
        // Two uploads may finish in one tick: the second must see the first one's file.
        const current = latest.current;
        const next = [...current.files, stored];
        latest.current = { ...current, files: next };
        current.onChange?.(next);
      });
    } else if (file.status === 'error') {
      void message.error(t('form.upload.failed', { name: file.name }));
      later(() => dropPending(file.uid));
    }
  };

  const locked = disabled || widget.disabled || readOnly;
  const tip = uploadTip(widget);
  return (
    <Flex vertical gap={4}>
      <Upload
        accept={widget.accept}
        multiple={widget.maxCount !== 1}
        fileList={[...files.map(shownFile), ...pending]}
        beforeUpload={beforeUpload}
        customRequest={uploadRequest(uploadFormFile)}
        onChange={handleChange}
        onPreview={(file) => {
          const index = file.uid.startsWith(STORED) ? Number(file.uid.slice(STORED.length)) : -1;
          const stored = files[index];
          if (stored) void download(stored).catch(() => undefined);
        }}
        disabled={locked}
        showUploadList={{ showRemoveIcon: !locked }}
      >
        {!readOnly && (
          <Button
            id={rest.id}
            {...describedBy(rest)}
            icon={<UploadOutlined aria-hidden />}
            disabled={locked}
          >
            {t('form.upload.button')}
          </Button>
        )}
      </Upload>
      {tip && !readOnly && (
        <Typography.Text type="secondary">{t(tip.key, tip.params)}</Typography.Text>
      )}
    </Flex>
  );
}
