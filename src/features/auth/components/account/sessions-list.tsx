'use client';

import { useTransition } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { Laptop, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { revokeOtherSessionsAction, revokeSessionAction } from '../../actions';
import type { AccountSession } from '../../queries';
import { describeDevice } from '../../user-agent';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * The account's signed-in devices, each of which (but this one) can be signed out.
 * `locked`: a required two-factor sign-in is not on yet, and the server refuses
 * these actions until it is.
 */
export function SessionsList({
  sessions,
  locked = false,
}: {
  sessions: AccountSession[];
  locked?: boolean;
}) {
  const [pending, start] = useTransition();
  const others = sessions.filter((s) => !s.current).length;

  const run = (action: () => Promise<{ ok: boolean; message: string }>) =>
    start(async () => {
      try {
        const result = await action();
        if (result.ok) toast.success(result.message);
        else toast.error('Not signed out', { description: result.message });
      } catch {
        toast.error('Connection error', {
          description: 'Unable to connect to the server. Please try again.',
        });
      }
    });

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line">
        {sessions.map((s) => {
          const device = describeDevice(s.userAgent);
          const mobile = /iPhone|Android|iPad/.test(device);
          const Icon = mobile ? Smartphone : Laptop;
          return (
            <li key={s.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-sand text-ink-soft">
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {device}
                  {s.current ? (
                    <span className="rounded-full bg-success/10 px-2 py-0.5 text-[11px] font-medium text-success">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 truncate text-xs text-muted">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}Signed in {when.format(s.createdAt)} ·
                  Last active {when.format(s.lastActiveAt)}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-8 rounded-md px-3 text-[13px]"
                  disabled={pending || locked}
                  onClick={() => run(() => revokeSessionAction(s.id))}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 && locked ? (
        <p className="border-t border-line pt-4 text-sm text-muted">
          You can sign out your other devices once two-factor sign-in is on.
        </p>
      ) : others > 0 ? (
        <div className="flex justify-end border-t border-line pt-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="rounded-md text-danger hover:bg-danger/5"
            disabled={pending}
            onClick={() => run(revokeOtherSessionsAction)}
          >
            Sign out everywhere else
          </Button>
        </div>
      ) : (
        <p className="border-t border-line pt-4 text-sm text-muted">
          You are not signed in anywhere else.
        </p>
      )}
    </div>
  );
}
