import { useTranslation } from 'react-i18next';
import { DrawingsView } from '../components/drawings-view';

/**
 * /item/item-drawing-design?projectId=: the design drawings (design submissions) and their
 * versions; an approver marks the version that is the approved design.
 */
export function DesignDrawingPage() {
  const { t } = useTranslation();
  return (
    <DrawingsView
      kind="design"
      title={(project) => t('project.drawing.designTitle', { project })}
    />
  );
}
