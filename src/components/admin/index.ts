// Shared building blocks of the admin managers, imported from here (a lint rule says so);
// fields.ts (schemas) and reorder.ts (server-side ordering) are imported by path, as they are
// not client components.
export { DisplayOrderInput } from './display-order-input';
export { FormSaveBar } from './form-save-bar';
export { IconButton } from './icon-button';
export { IconGlyph, IconPicker, iconByName, SERVICE_ICONS } from './icon-picker';
export { CardThumb, looksLikeVideo, Thumb } from './thumb';
export { ManagerEmptyState } from './manager-empty-state';
export { ManagerDialogForm } from './manager-dialog-form';
export { ManagerFormPanel } from './manager-form-panel';
export {
  cardClass,
  ManagerCard,
  ManagerGrid,
  ManagerList,
  ManagerPanel,
  ManagerRow,
  ManagerSplit,
} from './manager-layout';
export { toastOutcome, toastTexts, type Outcome, type ToastTexts } from './toast-outcome';
export { PairListEditor, type Pair } from './pair-list-editor';
export { RowActions, type RowDeletes, type RowUpdates } from './row-actions';
export { SwitchField } from './switch-field';
export { TextListEditor } from './text-list-editor';
export { useAdminMutation, type AdminMutation } from './use-admin-mutation';
export { fieldBinding, useFormFields, type FormFields } from './use-form-fields';
export { useManagerDialog, type ManagerDialog } from './use-manager-dialog';
export {
  defineManager,
  type DetailLine,
  type FormTexts,
  type ManagerDefinition,
  type ManagerShow,
  type Toasts,
} from './define-manager';
export {
  declaredForm,
  DeclaredFields,
  field,
  namedItems,
  optionsOf,
  type Field,
  type FieldProps,
  type Fields,
  type Option,
  type ValuesOf,
} from './declared-fields';
export { FeatureToggle } from './feature-toggle';
export {
  FieldGrid,
  FieldRow,
  type FieldWidth,
  type FormModel,
  type FormRenderProps,
  valuesLike,
} from './form-model';
export { countOf, Manager, ManagerScreen, type ManagerPage } from './manager';
export { AddButton, ManagerForm, ManagerSideForm } from './manager-form';
export { ItemActions, ManagerItems } from './manager-items';
export { useManager, type Manager as ManagerState, type ManagerOf } from './use-manager';
export { useDeclaredForm } from './use-declared-form';
