import { Flex, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const CODE_INPUT_ID = 'login_code';

interface CaptchaFieldProps {
  imageUrl: string;
  onRefresh: () => void;
}

/** Verification code input with the captcha image beside it; clicking the image changes it. */
export function CaptchaField({ imageUrl, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.code')} htmlFor={CODE_INPUT_ID} required>
      <Flex gap={8}>
        <Form.Item
          name="code"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}
        >
          <Input
            id={CODE_INPUT_ID}
            prefix={<SafetyOutlined />}
            placeholder={t('login.codePlaceholder')}
            autoComplete="off"
            maxLength={8}
          />
        </Form.Item>
        <button
          type="button"
          onClick={onRefresh}
          title={t('login.refreshCaptcha')}
          aria-label={t('login.refreshCaptcha')}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', lineHeight: 0 }}
        >
          <img src={imageUrl} alt={t('login.captchaImage')} width={110} height={32} />
        </button>
      </Flex>
    </Form.Item>
  );
}
