import { PROJECT_REQUEST_MAX_FILES } from '@depot/shared';
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { UploadedFiles } from '../../../components/uploaded-files';

/** A request's required title (up to 100 characters), `message` when left empty. */
export function TitleField({ label, message }: { label: string; message: string }) {
  return (
    <Form.Item name="title" label={label} rules={[{ required: true, whitespace: true, message }]}>
      <Input maxLength={100} />
    </Form.Item>
  );
}

/** A request's required reason (up to 1,000 characters), `message` when left empty. */
export function ReasonField({ label, message }: { label: string; message: string }) {
  return (
    <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message }]}>
      <Input.TextArea maxLength={1000} autoSize={{ minRows: 3 }} />
    </Form.Item>
  );
}

/**
 * The foot of a project request's form (a cost visa, a discarding request, a start-of-work
 * application, a design change): its files, uploaded as they are chosen, then the submit button
 * (`submit` its word) or the form's own `actions`.
 */
export function RequestFormFooter({
  filesLabel,
  files,
  onFilesChange,
  max = PROJECT_REQUEST_MAX_FILES,
  upload,
  submit,
  danger,
  actions,
  pending,
}: {
  filesLabel: string;
  files: StoredFile[];
  onFilesChange: (files: StoredFile[]) => void;
  /** How many files it takes. */
  max?: number;
  /** The upload button's word, when not the requests' own. */
  upload?: string;
  submit?: string;
  /** The submit button in red (a request that ends something). */
  danger?: boolean;
  /** Buttons in place of the submit button. */
  actions?: ReactNode;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={filesLabel}>
        <UploadedFiles
          value={files}
          onChange={onFilesChange}
          max={max}
          words={{
            upload: upload ?? t('project.request.upload'),
            remove: t('project.statement.remove'),
            removeFile: (name) => t('project.visa.removeFile', { name }),
          }}
        />
      </Form.Item>
      {actions ?? (
        <Button type="primary" danger={danger} htmlType="submit" loading={pending}>
          {submit}
        </Button>
      )}
    </>
  );
}

/**
 * The fields of a discarding request, of the project or of some of its materials: the required
 * reason, the evidence files and the red submit button. `words` is the request's key prefix,
 * whose reason, giveReason, evidence and submit it says.
 */
export function DiscardRequestFields({
  words,
  files,
  onFilesChange,
  pending,
}: {
  words: 'project.discard' | 'project.material';
  files: StoredFile[];
  onFilesChange: (files: StoredFile[]) => void;
  pending: boolean;
}) {
  const { t: w } = useTranslation('translation', { keyPrefix: words });
  return (
    <>
      <ReasonField label={w('reason')} message={w('giveReason')} />
      <RequestFormFooter
        filesLabel={w('evidence')}
        files={files}
        onFilesChange={onFilesChange}
        submit={w('submit')}
        danger
        pending={pending}
      />
    </>
  );
}
