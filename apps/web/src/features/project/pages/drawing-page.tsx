import { useTranslation } from 'react-i18next';
import { DrawingsView } from '../components/drawings-view';

/** /item/item-drawing?projectId=: every drawing of a project, by kind and stage, with versions. */
export function DrawingPage() {
  const { t } = useTranslation();
  return <DrawingsView title={(project) => t('project.drawing.title', { project })} />;
}
