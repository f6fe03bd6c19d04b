import { Descriptions, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';

/** /assertQrCode?code=…: certificate pickup, reached by scanning a QR code (open route). */
export function AssertQrCodePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim();
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Panel maxWidth={480}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('certificate.title')}
        </Typography.Title>
        {code ? (
          <Descriptions
            column={1}
            bordered
            items={[{ key: 'code', label: t('certificate.code'), children: code }]}
          />
        ) : (
          <Result status="warning" subTitle={t('certificate.missingCode')} />
        )}
      </Panel>
    </Flex>
  );
}
