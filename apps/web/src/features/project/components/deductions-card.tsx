import type { ProjectDeduction } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, InputNumber, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaving } from '../../../lib/use-saving';
import { addDeduction, deductionsQueryOptions, projectKeys, removeDeduction } from '../api';
import { NoRecords } from './no-records';
import { useMoney } from '../../../lib/money';

interface Values {
  reason: string;
  amount: number;
}

/** Adds a deduction: a reason and an amount above zero. */
function AddDeduction({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (v: Values) =>
      addDeduction({ projectId, reason: v.reason.trim(), amount: v.amount.toFixed(2) }),
    refresh: projectKeys.all,
    done: () => t('project.statement.deductionAdded'),
    then: () => form.resetFields(),
  });
  return (
    <Form<Values>
      form={form}
      name="deduction"
      layout="inline"
      className="no-print"
      onFinish={(v) => save.mutate(v)}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="reason"
        label={t('project.statement.reason')}
        rules={[{ required: true, whitespace: true, message: t('project.statement.giveReason') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('project.statement.amount')}
        rules={[{ required: true, message: t('project.statement.giveAmount') }]}
      >
        <InputNumber min={0.01} max={999_999_999_999} precision={2} prefix="¥" />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        {t('project.statement.addDeduction')}
      </Button>
    </Form>
  );
}

/**
 * A project's deductions: each reason and amount, removed once confirmed, and a new one added,
 * while the project allows (`editable`: not completed, and the caller's key).
 */
export function DeductionsCard({ projectId, editable }: { projectId: number; editable: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(deductionsQueryOptions(projectId));
  const remove = useSaving({
    save: (d: ProjectDeduction) => removeDeduction(d.id),
    refresh: projectKeys.all,
    done: () => t('project.statement.removed'),
  });
  return (
    <Card title={t('project.statement.deductions')} size="small">
      <Flex vertical gap={12}>
        <Table<ProjectDeduction>
          rowKey="id"
          size="small"
          pagination={false}
          aria-label={t('project.statement.deductions')}
          dataSource={list.data ?? []}
          loading={list.isPending}
          locale={{
            emptyText: <NoRecords />,
          }}
          columns={[
            { key: 'reason', title: t('project.statement.reason'), dataIndex: 'reason' },
            {
              key: 'amount',
              title: t('project.statement.amount'),
              render: (_, d) => money(d.amount),
            },
            ...(editable
              ? [
                  {
                    key: 'actions',
                    title: '',
                    className: 'no-print',
                    render: (_: unknown, d: ProjectDeduction) => (
                      <Popconfirm
                        title={t('project.statement.removeConfirm', { reason: d.reason })}
                        onConfirm={() => remove.mutateAsync(d).catch(() => undefined)}
                      >
                        <Button size="small" danger>
                          {t('project.statement.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {editable && <AddDeduction projectId={projectId} />}
      </Flex>
    </Card>
  );
}
