import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { submitFormData } from '../../../api/form-design';
import { FormRenderer } from '../../../components/form-builder';
import { DesignLoader } from '../components/design-loader';
import { FORM_DESIGN_PATHS, idParam } from '../paths';

/**
 * /admin/form-design/preview?id=…: the stored design as users fill it in; a submit goes to the
 * server, which validates it with the same shared rules.
 */
export function FormPreviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(search);
  if (id === undefined) return <Alert type="error" showIcon title={t('form.preview.notFound')} />;
  return (
    <DesignLoader id={id}>
      {(record) => (
        <Card
          title={
            <Flex gap={8} align="center">
              <Button
                type="text"
                icon={<ArrowLeftOutlined aria-hidden />}
                onClick={() => void navigate(FORM_DESIGN_PATHS.list)}
              >
                {t('form.preview.back')}
              </Button>
              <Typography.Text strong>
                {t('form.preview.title', { name: record.name })}
              </Typography.Text>
            </Flex>
          }
        >
          <FormRenderer
            design={record.design}
            onSubmit={async (data) => {
              const saved = await submitFormData(record.id, data);
              void message.success(t('form.preview.submitted', { recordId: saved.recordId }));
            }}
          />
        </Card>
      )}
    </DesignLoader>
  );
}
