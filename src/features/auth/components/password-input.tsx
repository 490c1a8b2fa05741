'use client';

import { Eye } from '@/components/ui/icons/eye';
import { EyeOff } from '@/components/ui/icons/eye-off';
import { cx } from '@/lib/cx';
import { inputClass } from './field';

type Props = Omit<React.ComponentProps<'input'>, 'type'> & {
  visible: boolean;
  onToggleVisible: () => void;
};

/** A password box with the eye button; the caller owns `visible`, so several boxes can share one toggle. */
export function PasswordInput({ visible, onToggleVisible, className, id, ...props }: Props) {
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={cx(inputClass, 'pr-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={onToggleVisible}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted transition-colors hover:text-ink focus-visible:outline-offset-[-2px]"
      >
        {visible ? (
          <EyeOff className="size-[18px]" aria-hidden />
        ) : (
          <Eye className="size-[18px]" aria-hidden />
        )}
      </button>
    </div>
  );
}
