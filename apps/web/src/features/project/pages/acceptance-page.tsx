import type { ProjectDetail, ProjectStage } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Popconfirm, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ItemList } from '../../../components/item-list';
import { PageTitle } from '../../../components/page-title';
import { projectQueryOptions } from '../api';
import { useGateSign } from '../components/sign-gate-dialog';
import { ProjectSignature } from '../components/project-signature';
import { StageStatusTag } from '../components/status-tags';
import { projectHref } from '../paths';
import { NoRecords } from '../components/no-records';
import { ProjectLoadState } from '../components/project-load-state';
import { useFormatDateTime } from '../../../lib/date-time';

/** The note and the drawn signature, once confirmed. */
function SignForm({ stage }: { stage: ProjectStage }) {
  const { t } = useTranslation();
  const sign = useGateSign(stage);
  return (
    <Flex vertical style={{ maxWidth: 560 }}>
      {sign.fields}
      <Popconfirm
        title={t('project.acceptance.signConfirm')}
        disabled={!sign.ready}
        onConfirm={() => {
          const drawn = sign.check();
          if (drawn !== null) return sign.save.mutateAsync(drawn).catch(() => undefined);
        }}
      >
        <Button
          type="primary"
          loading={sign.save.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => sign.check()}
        >
          {t('project.acceptance.sign')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The gate stage, who signed it, the stages waiting for it, and the signature when due. */
function Acceptance({ project, stage }: { project: ProjectDetail; stage: ProjectStage }) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  const dependants = project.stages.filter((s) => s.dependsOn.includes(stage.seq));
  const signed = stage.gateSignedBy !== null;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <PageTitle>{t('project.acceptance.title', { name: stage.name })}</PageTitle>
        <StageStatusTag status={stage.status} />
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('project.visa.project')}>
            <Link to={projectHref(project.id)}>
              {project.code} {project.name}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('project.stage.planned')}>
            {`${stage.plannedStart} – ${stage.plannedEnd}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.stage.actual')}>
            {stage.actualStart ? `${stage.actualStart} – ${stage.actualEnd ?? ''}` : ''}
          </Descriptions.Item>
          {signed && (
            <>
              <Descriptions.Item label={t('project.acceptance.signedBy')}>
                {stage.gateSignedBy?.nickname}
              </Descriptions.Item>
              <Descriptions.Item label={t('project.acceptance.signedAt')}>
                {stage.gateSignedAt ? at(stage.gateSignedAt) : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('project.acceptance.note')}>
                {stage.gateNote}
              </Descriptions.Item>
              <Descriptions.Item label={t('project.signature.signature')} span="filled">
                <ProjectSignature
                  fileId={stage.gateSignatureFileId}
                  name={stage.gateSignedBy?.nickname ?? ''}
                />
              </Descriptions.Item>
            </>
          )}
        </Descriptions>
        {!signed && project.canStage && stage.status !== 'notStarted' && <SignForm stage={stage} />}
        {!signed && stage.status === 'notStarted' && (
          <Typography.Text type="secondary">{t('project.acceptance.notReady')}</Typography.Text>
        )}
      </Card>
      <Card title={t('project.acceptance.dependants')} size="small">
        <ItemList
          items={dependants}
          rowKey={(s) => s.id}
          empty={<NoRecords />}
          renderItem={(s) => (
            <Flex gap={8} align="center" wrap>
              <Typography.Text>{`${s.seq}. ${s.name}`}</Typography.Text>
              <StageStatusTag status={s.status} />
              <Typography.Text type="secondary">
                {`${s.plannedStart} – ${s.plannedEnd}`}
              </Typography.Text>
            </Flex>
          )}
        />
      </Card>
    </Flex>
  );
}

/**
 * /item/item-hide-acceptance?projectId=&stageId=: a gate stage's hidden-work acceptance: the
 * stage, the stages that cannot start until it is signed, and the signature with a note (once;
 * only a started or done gate).
 */
export function AcceptancePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const projectId = Number(search.get('projectId')) || 0;
  const stageId = Number(search.get('stageId')) || 0;
  const query = useQuery({ ...projectQueryOptions(projectId), enabled: projectId > 0 });
  const stage = query.data?.stages.find((s) => s.id === stageId);
  if (!query.data || !stage)
    return (
      <ProjectLoadState
        query={query}
        asked={projectId > 0}
        notFound={t('project.acceptance.notFound')}
        loadFailed={t('project.detail.loadFailed')}
      />
    );
  if (!stage.gate) return <Result status="info" title={t('project.acceptance.notGate')} />;
  return <Acceptance project={query.data} stage={stage} />;
}
