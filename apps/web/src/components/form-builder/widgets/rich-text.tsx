import { Flex, Spin, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../types';

// tiptap and ProseMirror are large: they load, in their own chunk, when a rich-text field shows.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

function Loading({ height }: { height: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ height, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}
    >
      <Spin description={t('form.richText.loading')} />
    </Flex>
  );
}

/** Rich text as HTML (SPEC §2: default height 300); the server sanitises it on save. */
export function RichTextWidget(props: WidgetProps<string, 'richText'>) {
  return (
    <Suspense fallback={<Loading height={props.widget.height} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
