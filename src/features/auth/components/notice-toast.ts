import { toast } from '@/components/ui/toast-outlet';
import type { Notice } from '../validation';

/** A form's notice as an error toast: a rule the values broke, or the server out of reach. */
export function noticeToast({ title, description }: Notice): void {
  toast.error(title, { description });
}
