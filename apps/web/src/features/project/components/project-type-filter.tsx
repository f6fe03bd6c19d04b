import { PROJECT_TYPES } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';

/** The project and template lists' filter on a project type. */
export function ProjectTypeFilter() {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="projectType"
      label={t('project.type')}
      values={PROJECT_TYPES}
      text={(type) => t(`project.types.${type}`)}
      minWidth={110}
    />
  );
}
