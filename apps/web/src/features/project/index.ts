import type { PageMap } from '../../lib/page-map';

/**
 * Projects (AREAS.md §6, issue #21; laid out as docs/adding-an-area.md says): the project list,
 * a project's page with its stages and Gantt, the templates and their stage editor, a cost visa,
 * a gate's hidden-work acceptance, the printable completion statement, site inspection records
 * and quality samplings; acceptance templates, completion with its checklist, the shop handover
 * checklist. The feature's own page
 * map (each page its own chunk); the shell's registry merges it. Words in ./words, factories in
 * ./api.ts.
 */
export const PROJECT_PAGES: PageMap = [
  ['/item/index', () => import('./pages/project-list-page').then((m) => m.ProjectListPage)],
  ['/item/detail', () => import('./pages/project-page').then((m) => m.ProjectPage)],
  [
    '/item/template/index',
    () => import('./pages/template-list-page').then((m) => m.TemplateListPage),
  ],
  [
    '/item/add-template-design',
    () => import('./pages/template-design-page').then((m) => m.TemplateDesignPage),
  ],
  ['/item/cost-visa-detail', () => import('./pages/visa-page').then((m) => m.VisaPage)],
  [
    '/item/item-hide-acceptance',
    () => import('./pages/acceptance-page').then((m) => m.AcceptancePage),
  ],
  ['/item/item-discard', () => import('./pages/discard-page').then((m) => m.DiscardPage)],
  ['/item/item-start-work', () => import('./pages/start-work-page').then((m) => m.StartWorkPage)],
  [
    '/item/item-completion-statement',
    () => import('./pages/statement-page').then((m) => m.StatementPage),
  ],
  [
    '/item/item-inspection-record',
    () => import('./pages/inspection-list-page').then((m) => m.InspectionListPage),
  ],
  [
    '/item/item-inspection-record-add',
    () => import('./pages/inspection-add-page').then((m) => m.InspectionAddPage),
  ],
  [
    '/item/item-sampling',
    () => import('./pages/sampling-list-page').then((m) => m.SamplingListPage),
  ],
  [
    '/item/item-sampling-add',
    () => import('./pages/sampling-add-page').then((m) => m.SamplingAddPage),
  ],
  ['/item/item-drawing', () => import('./pages/drawing-page').then((m) => m.DrawingPage)],
  [
    '/item/item-drawing-design',
    () => import('./pages/design-drawing-page').then((m) => m.DesignDrawingPage),
  ],
  [
    '/item/item-drawing-design-change',
    () => import('./pages/design-change-page').then((m) => m.DesignChangePage),
  ],
  [
    '/item/item-drawing-completion',
    () => import('./pages/as-built-drawing-page').then((m) => m.AsBuiltDrawingPage),
  ],
  [
    '/item/item-enterprise',
    () => import('./pages/contractors-page').then((m) => m.ContractorsPage),
  ],
  [
    '/item/add-template',
    () => import('./pages/acceptance-template-page').then((m) => m.AcceptanceTemplatePage),
  ],
  ['/item/item-completion', () => import('./pages/completion-page').then((m) => m.CompletionPage)],
  ['/item/item-inspection', () => import('./pages/handover-page').then((m) => m.HandoverPage)],
  // SKU orders and the dispatch centre (docs/projects.md, "SKU orders and dispatches").
  [
    '/project/product/sku-order-detail',
    () => import('./pages/sku-order-page').then((m) => m.SkuOrderPage),
  ],
  [
    '/item/dispatch-order/index',
    () => import('./pages/dispatch-list-page').then((m) => m.DispatchListPage),
  ],
  [
    '/project/purchase/dispatch-detail',
    () => import('./pages/dispatch-page').then((m) => m.DispatchPage),
  ],
];
