import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The menu's query as name/value rows (added to the page's address). */
export function QueryPairs() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('adminMenus.fields.query')}>
      <Form.List name="query">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={[field.name, 'key']}
                  noStyle
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('adminMenus.validation.queryKeyRequired'),
                    },
                  ]}
                >
                  <Input
                    aria-label={`${t('adminMenus.fields.queryKey')} ${index + 1}`}
                    placeholder={t('adminMenus.fields.queryKey')}
                    maxLength={64}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} noStyle>
                  <Input
                    aria-label={`${t('adminMenus.fields.queryValue')} ${index + 1}`}
                    placeholder={t('adminMenus.fields.queryValue')}
                    maxLength={512}
                  />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={t('adminMenus.actions.removeQuery')}
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ key: '', value: '' })}
            >
              {t('adminMenus.actions.addQuery')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
