import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { isRouteHandle } from './route-handle';

/** `<page label> - Depot`, from the deepest route with a label; follows language changes. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const label = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .map((handle) => handle.label)
    .findLast((key) => key !== undefined);
  const title = label ? `${t(label)} - ${PRODUCT_SHORT}` : PRODUCT_SHORT;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
