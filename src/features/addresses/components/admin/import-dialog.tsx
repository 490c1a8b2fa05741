'use client';

import { useState } from 'react';
import type { AdminMutation } from '@/components/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { importRedirects, type ImportOutcome } from '../../actions';
import { MAX_CSV_BYTES } from '../../csv';

/**
 * Imports an old site's redirects from a CSV file (old address, new address, type): every row
 * that can be a redirect is kept, and each one that cannot is listed with its line and reason.
 */
export function ImportDialog({
  open,
  onOpenChange,
  mutation,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: AdminMutation;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setError(null);
      setOutcome(null);
    }
  };
  const start = async () => {
    if (!file) return setError('Choose a CSV file.');
    if (file.size > MAX_CSV_BYTES) return setError('The file is larger than 512 KB.');
    const csv = await file.text();
    await mutation.run(
      () => importRedirects({ csv }),
      { success: null, failure: 'Failed to import redirects' },
      { onSuccess: (data) => setOutcome(data), onFailure: (o) => setError(o.message) },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Import redirects</DialogTitle>
          <DialogDescription>
            A CSV file with one redirect a row: old address, new address and, if you like, the type
            (301, 308, 302, 307, permanent or temporary; 301 when left out).
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          {outcome ? (
            <ImportReport outcome={outcome} />
          ) : (
            <div className="space-y-1.5">
              <label htmlFor="redirect-csv" className="text-sm font-medium text-ink">
                CSV file
              </label>
              <input
                id="redirect-csv"
                type="file"
                accept=".csv,text/csv,text/plain"
                className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:text-sm file:font-medium"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'redirect-csv-error' : undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setError(null);
                }}
              />
              {error ? (
                <p id="redirect-csv-error" className="text-sm text-danger">
                  {error}
                </p>
              ) : null}
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" size="sm" onClick={() => close(false)}>
            {outcome ? 'Done' : 'Cancel'}
          </Button>
          {outcome ? null : (
            <Button
              type="button"
              size="sm"
              disabled={mutation.pending}
              onClick={() => void start()}
            >
              {mutation.pending ? <Spinner /> : null} Import
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="font-medium text-ink">
        {outcome.imported === 1 ? '1 redirect imported' : `${outcome.imported} redirects imported`}
        {outcome.refused.length > 0
          ? `, ${outcome.refused.length} ${outcome.refused.length === 1 ? 'row' : 'rows'} left out:`
          : '.'}
      </p>
      {outcome.refused.length > 0 ? (
        <ul
          className="max-h-64 space-y-1.5 overflow-y-auto rounded-lg border border-line p-3"
          aria-label="Rows left out"
        >
          {outcome.refused.map((r, i) => (
            <li key={`${r.line}-${i}`} className="text-muted">
              <span className="font-medium text-ink">
                {r.line > 0 ? `Line ${r.line}` : 'File'}:
              </span>{' '}
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
