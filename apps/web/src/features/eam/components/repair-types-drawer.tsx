import { PlusOutlined } from '@ant-design/icons';
import type { RepairType } from '@depot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createRepairType,
  eamKeys,
  editRepairType,
  repairTypesQueryOptions,
} from '../../../api/eam';
import { repairDurationText } from '../../../lib/repair-duration-text';
import { RepairTypeModal, type RepairTypeValues } from './repair-type-modal';

type Editing = { type: RepairType | undefined } | undefined;

/** Repair types and their service-level targets (eam_sla_edit). */
export function RepairTypesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const types = useQuery({ ...repairTypesQueryOptions(), enabled: open });
  const [editing, setEditing] = useState<Editing>();
  const save = useMutation({
    mutationFn: ({ type, values }: { type: RepairType | undefined; values: RepairTypeValues }) => {
      const targets = {
        name: values.name.trim(),
        responseMinutes: values.responseMinutes ?? null,
        resolutionMinutes: values.resolutionMinutes ?? null,
      };
      return type
        ? editRepairType({ typeId: type.typeId, ...targets })
        : createRepairType({ code: values.code.trim(), ...targets });
    },
    onSuccess: async () => {
      setEditing(undefined);
      void message.success(t('eam.messages.saved'));
      // Targets change the breach flags of the orders too.
      await queryClient.invalidateQueries({ queryKey: eamKeys.all });
    },
  });
  const target = (value: number | null) =>
    value === null ? (
      <Typography.Text type="secondary">{t('eam.types.noTarget')}</Typography.Text>
    ) : (
      repairDurationText(t, value * 60)
    );

  return (
    <Drawer title={t('eam.types.title')} open={open} onClose={onClose} size={720}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('eam.types.hint')}
        </Typography.Paragraph>
        <div>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ type: undefined })}
          >
            {t('eam.types.create')}
          </Button>
        </div>
        <Table<RepairType>
          rowKey="typeId"
          size="small"
          loading={types.isFetching}
          dataSource={types.data ?? []}
          pagination={false}
          columns={[
            { key: 'code', dataIndex: 'code', title: t('eam.types.code') },
            { key: 'name', dataIndex: 'name', title: t('eam.types.name') },
            {
              key: 'response',
              title: t('eam.types.responseMinutes'),
              render: (_, type) => target(type.responseMinutes),
            },
            {
              key: 'resolution',
              title: t('eam.types.resolutionMinutes'),
              render: (_, type) => target(type.resolutionMinutes),
            },
            {
              key: 'actions',
              title: t('eam.fields.actions'),
              render: (_, type) => (
                <Button type="link" size="small" onClick={() => setEditing({ type })}>
                  {t('eam.actions.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
      <RepairTypeModal
        open={editing !== undefined}
        type={editing?.type}
        submitting={save.isPending}
        onSubmit={(values) => save.mutate({ type: editing?.type, values })}
        onClose={() => setEditing(undefined)}
      />
    </Drawer>
  );
}
