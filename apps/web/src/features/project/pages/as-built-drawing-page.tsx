import { useTranslation } from 'react-i18next';
import { DrawingsView } from '../components/drawings-view';

/** /item/item-drawing-completion?projectId=: the as-built drawings, uploaded at completion. */
export function AsBuiltDrawingPage() {
  const { t } = useTranslation();
  return (
    <DrawingsView
      kind="asBuilt"
      title={(project) => t('project.drawing.asBuiltTitle', { project })}
    />
  );
}
