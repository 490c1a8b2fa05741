import { buttonVariants } from '@/components/ui/button-variants';
import { textareaClass } from '@/components/ui/input-classes';
import { CONTAINER_CLASS } from '@/components/ui/container-class';
import { cx } from '@/lib/cx';
import { cancelByLink, moveByLink } from '../manage-actions';
import type { ManagedCall } from '../manage-queries';
import type { SlotView } from '../slot-view';
import { zoneCity } from '../zones';
import { SlotList } from './slot-list';
import { ZoneForm } from './zone-form';

// A booked call's own page, opened by the client's private link: the call in their zone, the
// times it can move to, and a way to cancel it. Plain forms throughout, so it works without
// JavaScript; each change comes back here with a word saying what happened.

const PROBLEMS: Record<string, string> = {
  taken: 'Someone has just booked that time. Please choose another.',
  pick: 'Choose one of the times below first.',
  closed: 'This call can no longer be changed.',
  error: 'Something went wrong on our side and nothing was changed. Please try again.',
};

const panel = 'rounded-2xl border border-line bg-paper p-5 shadow-sm sm:p-8';

function Notice({ tone, children }: { tone: 'done' | 'problem'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'problem' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl border px-4 py-3 text-[15px]',
        tone === 'done'
          ? 'border-success/30 bg-success/5 text-success'
          : 'border-danger/30 bg-danger/5 text-danger',
      )}
    >
      {children}
    </p>
  );
}

export function ManageCall({
  token,
  call,
  view,
  done,
  problem,
  ownerName,
}: {
  token: string;
  ownerName: string;
  call: ManagedCall;
  view: SlotView;
  done?: string;
  problem?: string;
}) {
  const here = `/booking/${token}`;
  const query = (day: string) =>
    `${here}?tz=${encodeURIComponent(view.zone)}&day=${encodeURIComponent(day)}#move`;
  return (
    <section className="bg-sand py-12 sm:py-16">
      <div className={cx(CONTAINER_CLASS, 'grid gap-8 lg:grid-cols-12')}>
        <div className="space-y-4 lg:col-span-12">
          {done === 'moved' && (
            <Notice tone="done">
              Your call has moved. The updated invitation is on its way to your inbox.
            </Notice>
          )}
          {problem && PROBLEMS[problem] && <Notice tone="problem">{PROBLEMS[problem]}</Notice>}
        </div>
        <dl className={cx(panel, 'space-y-5 lg:col-span-4 lg:self-start')}>
          <div>
            <dt className="eyebrow text-accent-strong">When</dt>
            <dd className="mt-2 text-lg text-ink">{call.whenClient}</dd>
          </div>
          <div>
            <dt className="eyebrow text-accent-strong">How we meet</dt>
            <dd className="mt-2 break-words text-[15px] text-ink-soft">{call.howWeMeet}</dd>
          </div>
        </dl>
        <div className="min-w-0 space-y-8 lg:col-span-8">
          <section id="move" aria-labelledby="move-title" className={cx(panel, 'space-y-6')}>
            <div>
              <h2 id="move-title" className="font-display text-3xl text-ink">
                Move the call
              </h2>
              <p className="mt-2 text-muted">
                Times are shown in {zoneCity(view.zone)} time
                {view.zone !== view.ownerZone ? `, with ${view.ownerCity} time beside each` : ''}.
              </p>
            </div>
            <ZoneForm
              zone={view.zone}
              ownerZone={view.ownerZone}
              action={`${here}#move`}
              idPrefix="move"
            />
            <form action={moveByLink} className="space-y-6">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="tz" value={view.zone} />
              <SlotList
                days={view.days}
                day={view.day}
                times={view.times}
                zoneCity={zoneCity(view.zone)}
                chosen=""
                dayHref={query}
                idPrefix="move"
              />
              <div>
                <label htmlFor="move-note" className="mb-1.5 block text-sm font-medium text-ink">
                  A note for {ownerName} (optional)
                </label>
                <textarea
                  id="move-note"
                  name="note"
                  rows={3}
                  maxLength={500}
                  className={textareaClass}
                />
              </div>
              <button type="submit" className={buttonVariants({ size: 'lg' })}>
                Move my call
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-title" className={cx(panel, 'space-y-5')}>
            <h2 id="cancel-title" className="font-display text-3xl text-ink">
              Cancel the call
            </h2>
            <form action={cancelByLink} className="space-y-5">
              <input type="hidden" name="token" value={token} />
              <div>
                <label htmlFor="cancel-note" className="mb-1.5 block text-sm font-medium text-ink">
                  Anything I should know? (optional)
                </label>
                <textarea
                  id="cancel-note"
                  name="note"
                  rows={3}
                  maxLength={500}
                  className={textareaClass}
                />
              </div>
              <button type="submit" className={buttonVariants({ variant: 'destructive' })}>
                Cancel my call
              </button>
            </form>
          </section>
        </div>
      </div>
    </section>
  );
}
