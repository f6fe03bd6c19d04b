import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreSelect, UserSelect } from '../../../components/org-selects';

/** A project's header as its dialogs hold it (money as numbers, the start as a day). */
export interface HeaderValues {
  name: string;
  storeId: number;
  budget: number;
  contractAmount: number;
  managerId?: number | null;
  supervisorId?: number | null;
  plannedStart: Dayjs;
  note?: string | null;
}

/** The header as the add and edit bodies send it. */
export const headerBody = (v: HeaderValues) => ({
  name: v.name.trim(),
  storeId: v.storeId,
  budget: v.budget.toFixed(2),
  contractAmount: v.contractAmount.toFixed(2),
  managerId: v.managerId ?? null,
  supervisorId: v.supervisorId ?? null,
  plannedStart: v.plannedStart.format('YYYY-MM-DD'),
  note: v.note?.trim() || null,
});

/**
 * A project's header fields, shared by the new-project and edit dialogs: name, store, budget,
 * contract amount, manager, supervisor, planned start (fixed once the project is under way:
 * `startLocked`), note. `children` go after the store (the new project's template and type).
 */
export function ProjectHeaderFields({
  startLocked = false,
  children,
}: {
  startLocked?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = (name: 'budget' | 'contractAmount') => (
    <Form.Item
      name={name}
      label={t(`project.${name}`)}
      rules={[{ required: true, message: t('project.giveAmount') }]}
    >
      <InputNumber min={0} max={999_999_999_999} precision={2} prefix="¥" style={{ width: 200 }} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item
        name="name"
        label={t('project.name')}
        rules={[{ required: true, whitespace: true, message: t('project.giveName') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="storeId"
        label={t('project.store')}
        rules={[{ required: true, message: t('project.pickStore') }]}
      >
        <StoreSelect />
      </Form.Item>
      {children}
      {money('budget')}
      {money('contractAmount')}
      <Form.Item name="managerId" label={t('project.manager')}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="supervisorId" label={t('project.supervisor')}>
        <UserSelect />
      </Form.Item>
      <Form.Item
        name="plannedStart"
        label={t('project.plannedStart')}
        rules={[{ required: true, message: t('project.pickStart') }]}
        extra={startLocked ? t('project.startLocked') : undefined}
      >
        <DatePicker disabled={startLocked} />
      </Form.Item>
      <Form.Item name="note" label={t('project.note')}>
        <Input.TextArea maxLength={500} autoSize />
      </Form.Item>
    </>
  );
}
