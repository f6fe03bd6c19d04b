import type { ApprovalRouteStep, ApprovalTaskRecord, Serialized } from '@depot/shared';
import { Flex, Steps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/date-time';
import { useNameList } from '../../../lib/name-list';
import { TaskStatusTag } from './status-tags';

type Step = Serialized<ApprovalRouteStep>;
type Task = Serialized<ApprovalTaskRecord>;

const STEP_STATUS = {
  done: 'finish',
  current: 'process',
  coming: 'wait',
  skipped: 'wait',
} as const;

function TaskLine({ task }: { task: Task }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Flex vertical gap={0} data-testid="route-task">
      <Flex gap={6} wrap align="center">
        <Typography.Text>{task.approver.nickname}</Typography.Text>
        <TaskStatusTag status={task.status} />
        {task.actedAt && (
          <Typography.Text type="secondary">{formatDateTime(task.actedAt)}</Typography.Text>
        )}
        {!task.actedAt && task.dueAt && task.status === 'pending' && (
          <Typography.Text type="secondary">
            {t('approvals.detail.dueAt', { at: formatDateTime(task.dueAt) })}
          </Typography.Text>
        )}
      </Flex>
      {task.transferredFrom && (
        <Typography.Text type="secondary">
          {t('approvals.detail.transferredFrom', { name: task.transferredFrom.nickname })}
        </Typography.Text>
      )}
      {task.comment && <Typography.Text>“{task.comment}”</Typography.Text>}
    </Flex>
  );
}

function StepContent({ step }: { step: Step }) {
  const { t } = useTranslation();
  const names = useNameList();
  if (step.state === 'skipped') {
    return <Typography.Text type="secondary">{t('approvals.detail.skipped')}</Typography.Text>;
  }
  if (step.tasks.length > 0) {
    return (
      <Flex vertical gap={4}>
        {step.tasks.map((task) => (
          <TaskLine key={task.taskId} task={task} />
        ))}
      </Flex>
    );
  }
  return (
    <Typography.Text type="secondary">
      {step.expected.length > 0
        ? t('approvals.detail.expected', { names: names(step.expected) })
        : t('approvals.detail.nobody')}
    </Typography.Text>
  );
}

/**
 * A request's route: every step, past, current and to come, with its name, its mode, each
 * approver's task (status, comment, time) and, for a step to come, who would approve it today.
 * The same view shows a template's preview.
 */
export function RequestRoute({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation();
  return (
    <Steps
      orientation="vertical"
      size="small"
      items={steps.map((step) => {
        const refused = step.tasks.some((task) => task.status === 'rejected');
        return {
          key: step.index,
          status: refused ? 'error' : STEP_STATUS[step.state],
          title: (
            <Flex gap={6} wrap align="center">
              <Typography.Text strong>
                {t('approvals.detail.step', { index: step.index + 1 })} · {step.name}
              </Typography.Text>
              <Tooltip title={t(`approvals.modeHint.${step.mode}`)}>
                <Tag>{t(`approvals.mode.${step.mode}`)}</Tag>
              </Tooltip>
              <Typography.Text type="secondary">
                {t(`approvals.stepState.${step.state}`)}
              </Typography.Text>
            </Flex>
          ),
          content: <StepContent step={step} />,
        };
      })}
    />
  );
}
