import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { qualityQueryOptions } from '../api';
import { inspectionsHref, newInspectionHref, newSamplingHref, samplingsHref } from '../paths';
import { VerdictTag } from './quality-tags';

/**
 * The project page's inspections and sampling: open, to-verify and overdue issues, the last
 * sampling's score; links to both lists and, for an inspector of an open project, new ones.
 */
export function QualityCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const quality = useQuery(qualityQueryOptions(projectId));
  const q = quality.data;
  return (
    <Card title={t('project.quality.card')} loading={quality.isPending}>
      {q && (
        <Flex vertical gap={12}>
          <Descriptions column={{ xs: 1, md: 4 }} size="small">
            <Descriptions.Item label={t('project.quality.openIssues')}>
              {q.openIssues}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.quality.overdueIssues')}>
              {q.overdueIssues ? (
                <Typography.Text type="danger">{q.overdueIssues}</Typography.Text>
              ) : (
                0
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.quality.rectifiedIssues')}>
              {q.rectifiedIssues}
            </Descriptions.Item>
            <Descriptions.Item label={t('project.quality.lastSampling')}>
              {q.lastSampling ? (
                <Link to={samplingsHref(projectId, q.lastSampling.id)}>
                  {q.lastSampling.percent}% <VerdictTag passed={q.lastSampling.passed} />
                </Link>
              ) : (
                t('project.quality.noSampling')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Flex gap={16} wrap>
            <Link to={inspectionsHref(projectId)}>
              {t('project.quality.openInspections', { n: q.inspections })}
            </Link>
            <Link to={samplingsHref(projectId)}>
              {t('project.quality.openSamplings', { n: q.samplings })}
            </Link>
            {q.canInspect && (
              <>
                <Link to={newInspectionHref(projectId)}>{t('project.quality.addInspection')}</Link>
                <Link to={newSamplingHref(projectId)}>{t('project.quality.addSampling')}</Link>
              </>
            )}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
