import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../components/form-builder/testing/render-with-providers';
import { useSessionStore } from '../../stores/session';
import { AssetCategoryDesignPage } from './pages/asset-category-design-page';
import { FormDesignListPage } from './pages/form-design-list-page';
import { FormDesignerPage } from './pages/form-designer-page';
import { FormPreviewPage } from './pages/form-preview-page';
import { FORM_DESIGN_PATHS, FORM_DESIGN_PERMISSIONS } from './paths';

/** The form-design pages at a path, in a memory router (no shell), with the real antd. */
export function renderFormDesignPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: FORM_DESIGN_PATHS.list, Component: FormDesignListPage },
      { path: FORM_DESIGN_PATHS.edit, Component: FormDesignerPage },
      { path: FORM_DESIGN_PATHS.preview, Component: FormPreviewPage },
      { path: FORM_DESIGN_PATHS.assetCategory, Component: AssetCategoryDesignPage },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { ...view, router };
}

export function grantFormPermissions(keys: ReadonlyArray<keyof typeof FORM_DESIGN_PERMISSIONS>) {
  useSessionStore.setState({
    permissions: Object.fromEntries(
      keys.map((key) => [FORM_DESIGN_PERMISSIONS[key], true as const]),
    ),
  });
}
