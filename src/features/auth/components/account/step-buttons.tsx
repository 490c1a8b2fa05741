import { Button } from '@/components/ui/button';
import { Spinner } from '../field';

/** A two-factor step's submit button, which reads `busy` while pending, and Cancel. */
export function StepButtons({
  pending,
  busy,
  label,
  destructive = false,
  onCancel,
}: {
  pending: boolean;
  busy: string;
  label: string;
  destructive?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button
        type="submit"
        size="sm"
        variant={destructive ? 'destructive' : 'primary'}
        className="rounded-md"
        disabled={pending}
      >
        {pending ? (
          <>
            <Spinner /> {busy}
          </>
        ) : (
          label
        )}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="rounded-md"
        onClick={onCancel}
        disabled={pending}
      >
        Cancel
      </Button>
    </div>
  );
}
