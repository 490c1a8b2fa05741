'use client';

import { useState } from 'react';
import { Check, Copy, Download } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';

/** Backup codes shown once: to copy or download, then 'I have saved them'. */
export function BackupCodes({
  codes,
  onDone,
  fresh,
}: {
  codes: string[];
  onDone: () => void;
  /** two-factor sign-in was just turned on (else the codes replace earlier ones) */
  fresh: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-ink">
          {fresh ? 'Two-factor sign-in is on. Save your backup codes.' : 'Your new backup codes'}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-muted">
          Each code signs you in once if your phone is not at hand. Keep them somewhere safe, such
          as a password manager; they will not be shown again
          {fresh ? '' : ', and your earlier codes no longer work'}.
        </p>
      </div>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-sand/50 p-4 font-mono text-sm text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="rounded-md"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopied(true);
            } catch {
              toast.error('Could not copy', {
                description: 'Please select the codes and copy them by hand.',
              });
            }
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" size="sm" className="rounded-md" asChild>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
            download="backup-codes.txt"
          >
            <Download aria-hidden />
            Download
          </a>
        </Button>
        <Button type="button" size="sm" className="ml-auto rounded-md" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
