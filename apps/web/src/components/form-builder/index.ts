/**
 * The form builder (SPEC §1–§3): widgets, renderer, designer. Pages import from here; the
 * rich-text editor, CodeMirror and the region list load lazily in their own chunks.
 */
export {
  FormRenderer,
  type FormRendererMode,
  type FormRendererProps,
} from './renderer/form-renderer';
export type { FormValues } from './renderer/form-values';
export { FormDesigner, type FormDesignerProps } from './designer/form-designer';
export type { CheckedDesign, DesignProblem } from './designer/design-problems';
export { OrgPickerDialog, type OrgPickerDialogProps } from './org-picker/org-picker-dialog';
export { AreaWidget, type AreaWidgetProps } from './widgets/area';
export { renderDataWidget } from './widgets/registry';
export { FormBuilderContext } from './form-builder-context';
export type { WidgetOf, WidgetProps } from './types';
