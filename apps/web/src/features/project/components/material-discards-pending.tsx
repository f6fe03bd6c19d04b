import type { ProjectDetail } from '@depot/shared';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { materialDiscardHref } from '../paths';

/**
 * Says that `project` has material discards in approval, each a link to its page: until they
 * are decided the project can be neither completed nor discarded (the server refuses both).
 * Nothing when none is.
 */
export function MaterialDiscardsPending({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const pending = project.pendingMaterialDiscards;
  if (!pending.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('project.material.pendingTitle', { count: pending.length })}
      description={
        <Flex vertical gap={4} align="flex-start">
          {t('project.material.pendingHint')}
          {pending.map((d) => (
            <Link key={d.id} to={materialDiscardHref(d.id)}>
              {t('project.material.pendingOpen', { code: d.code })}
            </Link>
          ))}
        </Flex>
      }
    />
  );
}
