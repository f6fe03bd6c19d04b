import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { isRouteHandle } from './route-handle';

/** Id of the signed-in branch, whose shell sets the title from the current tab's label. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * `<page label> - Depot` for the open routes, from the deepest route with a label; follows
 * language changes. Inside the signed-in shell the title follows the current tab instead.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const inShell = matches.some((match) => match.id === SIGNED_IN_ROUTE_ID);
  const label = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .map((handle) => handle.label)
    .findLast((key) => key !== undefined);
  const title = label ? `${t(label)} - ${PRODUCT_SHORT}` : PRODUCT_SHORT;
  useEffect(() => {
    if (!inShell) document.title = title;
  }, [inShell, title]);
}
