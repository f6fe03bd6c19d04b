import { Tooltip, Typography } from 'antd';
import { NOTICE_TEXT_LIMIT, type Notice } from '@depot/shared';
import { truncateText } from '../../../lib/truncate-text';
import { noticeLinkHref } from '../notice-links';

interface NoticeTextProps {
  notice: Notice;
  onOpenLink: (notice: Notice, href: string) => void;
}

/**
 * The first 24 characters of a notice (SPEC §2), the whole text in a tooltip. A notice about
 * a record is a link that opens it.
 */
export function NoticeText({ notice, onOpenLink }: NoticeTextProps) {
  const { text, truncated } = truncateText(notice.noticeInfoStr, NOTICE_TEXT_LIMIT);
  const href = noticeLinkHref(notice.link);
  const style = { fontWeight: notice.readStatus === 1 ? 600 : undefined };
  const shown = href ? (
    <Typography.Link
      href={href}
      style={style}
      onClick={(event) => {
        event.preventDefault();
        onOpenLink(notice, href);
      }}
    >
      {text}
    </Typography.Link>
  ) : (
    <Typography.Text style={style}>{text}</Typography.Text>
  );
  const full = [notice.noticeInfoStr, notice.content].filter(Boolean).join('\n');
  if (!truncated && !notice.content) return shown;
  return <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{full}</span>}>{shown}</Tooltip>;
}
