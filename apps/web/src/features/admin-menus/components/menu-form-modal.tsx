import { MENU_KINDS, MENU_PERMISSION_PATTERN, SORT_MAX, SORT_MIN } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRecord } from '../../../api/admin-menus';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { FormModal } from '../../../components/data-table';
import {
  hasField,
  newFormValues,
  toFormValues,
  type MenuFormValues,
} from '../lib/menu-form-values';
import { IconPicker } from './icon-picker';
import { ParentSelect } from './parent-select';
import { QueryPairs } from './query-pairs';
import { choicesOf } from '../../../lib/choices';

const LINK = /^https?:\/\/\S+$/i;

export type MenuEditing = { record: MenuRecord } | { parent: MenuRecord | undefined };

/** Every field of a menu record; the fields shown follow the kind. */
export function MenuFormModal({
  editing,
  submitting,
  onSubmit,
  onClose,
}: {
  editing: MenuEditing | undefined;
  submitting: boolean;
  onSubmit: (values: MenuFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFormValues>();
  const kind = Form.useWatch('kind', form) ?? 'directory';
  const roles = useQuery({ ...roleListQueryOptions(), enabled: editing !== undefined });
  const record = editing && 'record' in editing ? editing.record : undefined;
  const initialValues = record
    ? toFormValues(record)
    : newFormValues(editing && 'parent' in editing ? editing.parent : undefined);
  const isLink = kind === 'link';

  return (
    <FormModal<MenuFormValues>
      name="menu"
      title={t(record ? 'adminMenus.form.editTitle' : 'adminMenus.form.createTitle')}
      open={editing !== undefined}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={submitting}
      width={720}
    >
      <Form.Item name="kind" label={t('adminMenus.fields.kind')}>
        <Radio.Group
          optionType="button"
          options={choicesOf(MENU_KINDS, (k) => t(`adminMenus.kinds.${k}`))}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t('adminMenus.fields.parent')}>
        <ParentSelect exclude={record?.id} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="label"
            label={t('adminMenus.fields.label')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('adminMenus.validation.labelRequired'),
              },
            ]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="labelEn" label={t('adminMenus.fields.labelEn')}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      {hasField(kind, 'path') && (
        <Form.Item
          name="path"
          label={t(isLink ? 'adminMenus.fields.link' : 'adminMenus.fields.path')}
          extra={isLink ? undefined : t('adminMenus.hints.path')}
          rules={[
            { required: true, whitespace: true, message: t('adminMenus.validation.pathRequired') },
            isLink
              ? { pattern: LINK, message: t('adminMenus.validation.linkInvalid') }
              : { pattern: /^\//, message: t('adminMenus.validation.pathSlash') },
          ]}
        >
          <Input maxLength={512} placeholder={isLink ? 'https://' : '/'} />
        </Form.Item>
      )}
      {hasField(kind, 'permission') && (
        <Form.Item
          name="permission"
          label={t('adminMenus.fields.permission')}
          extra={t('adminMenus.hints.permission')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('adminMenus.validation.permissionRequired'),
            },
            {
              pattern: MENU_PERMISSION_PATTERN,
              message: t('adminMenus.validation.permissionPattern'),
            },
          ]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      )}
      <Row gutter={16}>
        {hasField(kind, 'icon') && (
          <Col span={12}>
            <Form.Item name="icon" label={t('adminMenus.fields.icon')}>
              <IconPicker />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="sort" label={t('adminMenus.fields.sort')}>
            <InputNumber min={SORT_MIN} max={SORT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {hasField(kind, 'group') && (
        <Form.Item
          name="group"
          label={t('adminMenus.fields.group')}
          extra={t('adminMenus.hints.group')}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} suffixIcon={null} />
        </Form.Item>
      )}
      {hasField(kind, 'query') && <QueryPairs />}
      {hasField(kind, 'roles') && (
        <Form.Item
          name="roles"
          label={t('adminMenus.fields.roles')}
          extra={t('adminMenus.hints.roles')}
        >
          <Select
            mode="multiple"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({
              value: r.roleCode,
              label: `${r.roleName} (${r.roleCode})`,
            }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        {hasField(kind, 'keepAlive') && <SwitchCol name="keepAlive" />}
        {hasField(kind, 'isTab') && <SwitchCol name="isTab" />}
        {kind !== 'button' && <SwitchCol name="visible" />}
        <SwitchCol name="enabled" />
      </Row>
    </FormModal>
  );
}

/** One of the entry's on/off settings, a quarter of their row. */
function SwitchCol({ name }: { name: 'keepAlive' | 'isTab' | 'visible' | 'enabled' }) {
  const { t } = useTranslation();
  return (
    <Col span={6}>
      <Form.Item name={name} label={t(`adminMenus.fields.${name}`)} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );
}
