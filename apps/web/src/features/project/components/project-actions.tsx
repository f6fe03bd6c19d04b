import type { ProjectDetail } from '@depot/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  completionHref,
  contractorsHref,
  discardHref,
  handoverHref,
  newDiscardHref,
  projectDispatchesHref,
  skuOrdersHref,
  statementHref,
  warrantyHref,
} from '../paths';
import { ProjectEditDialog } from './project-edit-dialog';

/**
 * What may be done with the whole project: open its completion statement, its contractors, its
 * warranty repair orders, its SKU orders, its dispatches, its shop handover checklists and its
 * completion acceptance; edit its header; complete it, on the completion page with its
 * acceptance checklist; request its discarding (through approval), or open that request.
 */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <Flex gap={8} wrap align="center">
      <Link to={statementHref(project.id)}>{t('project.detail.statement')}</Link>
      <Link to={contractorsHref(project.id)}>{t('project.contractors.link')}</Link>
      <Link to={warrantyHref(project.id)}>{t('project.warranty.link')}</Link>
      <Link to={handoverHref(project.id)}>{t('project.checklist.handover')}</Link>
      {project.status === 'completed' && (
        <Link to={completionHref(project.id)}>{t('project.checklist.completion')}</Link>
      )}
      <Link to={skuOrdersHref(project.id)}>{t('projectDispatch.skuOrder.open')}</Link>
      <Link to={projectDispatchesHref(project.id)}>
        {t('projectDispatch.dispatch.projectDispatches')}
      </Link>
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
        <Button type="primary" onClick={() => void navigate(completionHref(project.id))}>
          {t('project.detail.complete')}
        </Button>
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
