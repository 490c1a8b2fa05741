// Shared building blocks of the admin managers, imported from here (a lint rule says so);
// fields.ts (schemas) and reorder.ts (server-side ordering) are imported by path, as they are
// not client components.
export { FormSaveBar } from './form-save-bar';
export { IconButton } from './icon-button';
export { IconGlyph, SERVICE_ICONS } from './icon-picker';
export { CardThumb, looksLikeVideo, Thumb } from './thumb';
export { ManagerEmptyState } from './manager-empty-state';
export { ManagerDialogForm } from './manager-dialog-form';
export { ManagerFormPanel } from './manager-form-panel';
export { cardClass, ManagerList, ManagerPanel, ManagerRow, ManagerSplit } from './manager-layout';
export { toastTexts, type Outcome, type ToastTexts } from './toast-outcome';
export { RowActions, type RowDeletes, type RowUpdates } from './row-actions';
export { SwitchField } from './switch-field';
export { useAdminMutation, type AdminMutation } from './use-admin-mutation';
export { fieldBinding, useFormFields, type FormFields } from './use-form-fields';
export {
  defineManager,
  type DetailLine,
  type FormTexts,
  type ManagerDefinition,
  type ManagerShow,
  type Toasts,
} from './define-manager';
export {
  field,
  namedItems,
  optionsOf,
  type Field,
  type FieldProps,
  type Fields,
  type Option,
  type ValuesOf,
} from './declared-fields';
export {
  FieldGrid,
  FieldRow,
  type FieldWidth,
  type FormModel,
  type FormRenderProps,
  valuesLike,
} from './form-model';
export { countOf, Manager, type ManagerPage } from './manager';
export { AddButton, ManagerForm } from './manager-form';
export { ItemActions, ManagerItems } from './manager-items';
export { useManager, type Manager as ManagerState, type ManagerOf } from './use-manager';
export { useDeclaredForm } from './use-declared-form';
