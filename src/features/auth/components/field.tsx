// The auth screens use the shared form controls.
export { FormField as Field } from '@/components/ui/form-field';
export { inputClass } from '@/components/ui/input-classes';
export { Spinner } from '@/components/ui/spinner';
