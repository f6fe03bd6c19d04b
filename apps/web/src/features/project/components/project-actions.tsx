import type { ProjectDetail } from '@depot/shared';
import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSaving } from '../../../lib/use-saving';
import { completeProject, projectKeys } from '../api';
import {
  contractorsHref,
  discardHref,
  newDiscardHref,
  statementHref,
  warrantyHref,
} from '../paths';
import { ProjectEditDialog } from './project-edit-dialog';

/**
 * What may be done with the whole project: open its completion statement, its contractors and
 * its warranty repair orders; edit its header;
 * complete it, once confirmed (the server refuses while a stage is not done, naming them; its
 * message is shown); request its discarding (through approval), or open that request.
 */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const complete = useSaving({
    save: () => completeProject(project.id),
    refresh: projectKeys.all,
    done: () => t('project.detail.completed'),
  });
  return (
    <Flex gap={8} wrap align="center">
      <Link to={statementHref(project.id)}>{t('project.detail.statement')}</Link>
      <Link to={contractorsHref(project.id)}>{t('project.contractors.link')}</Link>
      <Link to={warrantyHref(project.id)}>{t('project.warranty.link')}</Link>
      {project.discard &&
        project.discard.status !== 'rejected' &&
        project.discard.status !== 'withdrawn' && (
          <Link to={discardHref(project.discard.id)}>
            {project.discard.status === 'pending'
              ? t('project.discard.pending')
              : t('project.discard.open')}
          </Link>
        )}
      {project.canEdit && <Button onClick={() => setEditing(true)}>{t('project.edit')}</Button>}
      {project.canComplete && (
        <Popconfirm
          title={t('project.detail.completeConfirm')}
          onConfirm={() => complete.mutateAsync(undefined).catch(() => undefined)}
        >
          <Button type="primary" loading={complete.isPending}>
            {t('project.detail.complete')}
          </Button>
        </Popconfirm>
      )}
      {project.canDiscard && (
        <Button danger onClick={() => void navigate(newDiscardHref(project.id))}>
          {t('project.discard.action')}
        </Button>
      )}
      {editing && <ProjectEditDialog project={project} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
