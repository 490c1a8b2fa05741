'use client';

import { useState } from 'react';
import { Check } from '@/components/ui/icons/check';
import { Link2 } from '@/components/ui/icons/link-2';
import { cx } from '@/lib/cx';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies an address (an article's, a project's) and says so in place (no toast
 * library on public pages). It needs script, so browsers without it do not show it.
 * `label` names the link for assistive technology when several share a screen.
 */
export function CopyLinkButton({
  url,
  className,
  label,
}: {
  url: string;
  className?: string;
  label?: string;
}) {
  const [state, setState] = useState<State>('idle');
  return (
    <button
      type="button"
      aria-label={state === 'idle' ? label : undefined}
      className={cx(className, '[@media(scripting:none)]:hidden')}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
          setState('copied');
        } catch {
          setState('failed');
        }
        window.setTimeout(() => setState('idle'), 2500);
      }}
    >
      {state === 'copied' ? <Check aria-hidden /> : <Link2 aria-hidden />}
      <span aria-live="polite">
        {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Could not copy' : 'Copy link'}
      </span>
    </button>
  );
}
