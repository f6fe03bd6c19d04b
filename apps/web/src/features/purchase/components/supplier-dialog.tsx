import { CREDIT_CODE_PATTERN, type Supplier } from '@depot/shared';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogueDialog } from './catalogue-dialog';
import { createSupplier, updateSupplier } from '../api';

interface Contact {
  name: string;
  role?: string;
  phone?: string;
  email?: string;
}

interface Values {
  code: string;
  name: string;
  creditCode?: string;
  contacts?: Contact[];
  bankName?: string;
  bankAccountName?: string;
  bankAccountNo?: string;
  address?: string;
  enabled: boolean;
  remark?: string;
}

const orNull = (s: string | undefined) => s?.trim() || null;

/** Adds a supplier (no record) or changes one: contacts, bank details, enabled. */
export function SupplierDialog({
  record,
  onClose,
}: {
  record: Supplier | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: Values) => {
    const body = {
      code: v.code.trim(),
      name: v.name.trim(),
      creditCode: orNull(v.creditCode),
      contacts: (v.contacts ?? []).map((c) => ({
        name: c.name.trim(),
        role: orNull(c.role),
        phone: orNull(c.phone),
        email: orNull(c.email),
      })),
      bankName: orNull(v.bankName),
      bankAccountName: orNull(v.bankAccountName),
      bankAccountNo: orNull(v.bankAccountNo),
      address: orNull(v.address),
      enabled: v.enabled,
      remark: orNull(v.remark),
    };
    return record
      ? updateSupplier({ supplierId: record.supplierId, ...body })
      : createSupplier(body);
  };
  const initial: Partial<Values> = record
    ? {
        code: record.code,
        name: record.name,
        creditCode: record.creditCode ?? undefined,
        contacts: record.contacts.map((c) => ({
          name: c.name,
          role: c.role ?? undefined,
          phone: c.phone ?? undefined,
          email: c.email ?? undefined,
        })),
        bankName: record.bankName ?? undefined,
        bankAccountName: record.bankAccountName ?? undefined,
        bankAccountNo: record.bankAccountNo ?? undefined,
        address: record.address ?? undefined,
        enabled: record.enabled,
        remark: record.remark ?? undefined,
      }
    : { enabled: true, contacts: [] };

  return (
    <CatalogueDialog<Values>
      name="supplier"
      title={record ? t('purchase.editSupplier') : t('purchase.addSupplier')}
      initialValues={initial}
      save={save}
      onClose={onClose}
    >
      <Form.Item
        name="creditCode"
        label={t('purchase.creditCode')}
        rules={[{ pattern: CREDIT_CODE_PATTERN }]}
      >
        <Input maxLength={18} />
      </Form.Item>
      <Form.List name="contacts">
        {(fields, { add, remove }) => (
          <Form.Item label={t('purchase.contacts')}>
            <Flex vertical gap={8}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={4} wrap align="start">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, max: 32 }]}
                    noStyle
                  >
                    <Input
                      aria-label={`${t('purchase.contactName')} ${i + 1}`}
                      placeholder={t('purchase.contactName')}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']} rules={[{ max: 32 }]} noStyle>
                    <Input
                      aria-label={`${t('purchase.contactRole')} ${i + 1}`}
                      placeholder={t('purchase.contactRole')}
                      style={{ width: 100 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'phone']} rules={[{ max: 32 }]} noStyle>
                    <Input
                      aria-label={`${t('purchase.phone')} ${i + 1}`}
                      placeholder={t('purchase.phone')}
                      style={{ width: 130 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'email']} rules={[{ type: 'email' }]} noStyle>
                    <Input
                      aria-label={`${t('purchase.email')} ${i + 1}`}
                      placeholder={t('purchase.email')}
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    aria-label={t('purchase.removeContact', { n: i + 1 })}
                    icon={<MinusCircleOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < 10 && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ name: '' })}
                >
                  {t('purchase.addContact')}
                </Button>
              )}
            </Flex>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="bankName" label={t('purchase.bankName')} rules={[{ max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="bankAccountName" label={t('purchase.bankAccountName')} rules={[{ max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="bankAccountNo"
        label={t('purchase.bankAccountNo')}
        rules={[{ pattern: /^[\d\s]{6,40}$/ }]}
      >
        <Input maxLength={40} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="address" label={t('purchase.address')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
    </CatalogueDialog>
  );
}
