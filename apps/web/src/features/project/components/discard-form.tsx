import type { ProjectDetail } from '@depot/shared';
import { Alert, Card, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { StoredFile } from '../../../api/form-design';
import { useSaving } from '../../../lib/use-saving';
import { projectKeys, requestDiscard } from '../api';
import { discardHref } from '../paths';
import { MaterialDiscardsPending } from './material-discards-pending';
import { DiscardRequestFields } from './request-form-parts';

/**
 * A request to discard `project`: the reason and evidence files, submitted for approval at once;
 * opens the request's page. A project that may not be discarded now (closed, a request already in
 * approval, no key) says so instead, linking to its request in approval.
 */
export function DiscardForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ reason: string }>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const save = useSaving({
    save: (reason: string) =>
      requestDiscard({
        projectId: project.id,
        reason,
        fileIds: files.map((f) => String(f.id)),
      }),
    refresh: projectKeys.all,
    done: (d) => t('project.discard.submitted', { code: d.code }),
    then: (d) => void navigate(discardHref(d.id), { replace: true }),
  });
  if (!project.canDiscard)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('project.discard.cannot')}
        description={
          project.discard?.status === 'pending' ? (
            <Link to={discardHref(project.discard.id)}>{t('project.discard.open')}</Link>
          ) : undefined
        }
      />
    );
  return (
    <>
      <MaterialDiscardsPending project={project} />
      <Card>
        <Form
          form={form}
          name="discard"
          layout="vertical"
          onFinish={(values) => save.mutate(values.reason.trim())}
        >
          <Alert
            type="info"
            showIcon
            title={t('project.discard.hint')}
            style={{ marginBottom: 16 }}
          />
          <DiscardRequestFields
            words="project.discard"
            files={files}
            onFilesChange={setFiles}
            pending={save.isPending}
          />
        </Form>
      </Card>
    </>
  );
}
