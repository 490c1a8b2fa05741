'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { ManagerPanel, useAdminMutation } from '@/components/admin';
import { renewFeedAddress } from '../../actions';

// The owner's private calendar feed: an address Google, Apple and Outlook calendars subscribe
// to, which only she should have. A new address stops the old one at once.

export function FeedPanel({ url }: { url: string | null }) {
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const { pending, run } = useAdminMutation();
  return (
    <ManagerPanel
      title="Calendar feed"
      description="Subscribe to this address in Google Calendar (Other calendars, From URL), Apple Calendar (New calendar subscription) or Outlook (Add calendar, Subscribe from web). Keep it private: whoever has it sees your calls."
    >
      {url ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            value={url}
            aria-label="Calendar feed address"
            onFocus={(e) => e.target.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              await navigator.clipboard.writeText(url).catch(() => {});
              setCopied(true);
              window.setTimeout(() => setCopied(false), 2500);
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => setAsking(true)}
          >
            New address
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">Save your availability once to get a feed address.</p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Give the feed a new address?"
        description="Calendars subscribed to the old address stop receiving your calls. Subscribe again with the new one."
        confirmLabel="New address"
        onConfirm={async () => {
          setAsking(false);
          await run(() => renewFeedAddress({}), {
            success: 'The feed has a new address',
            failure: 'Failed to renew the feed address',
          });
        }}
      />
    </ManagerPanel>
  );
}
