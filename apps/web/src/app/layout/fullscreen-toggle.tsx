import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full screen on and off (SPEC §2); hidden where the browser does not allow it. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (!document.fullscreenEnabled) return null;
  const label = t(fullscreen ? 'layout.exitFullscreen' : 'layout.fullscreen');
  const toggle = () => {
    const request = fullscreen
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch((error: unknown) => console.warn('Full screen refused', error));
  };
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
