import { Tooltip } from 'antd';
import { shortUserAgent } from '../lib/user-agent';

/** A user agent shortened ("Chrome 120 · Windows"), the full text in a tooltip. */
export function UserAgentText({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <Tooltip title={value}>
      <span>{shortUserAgent(value)}</span>
    </Tooltip>
  );
}
