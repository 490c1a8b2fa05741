'use client';

import { useCallback, useEffect, useState } from 'react';
import { AlertTriangle, Info, Search, Trash2 } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { deleteMediaAction } from '../actions';
import { describeUsage, formatDate, formatKb, typeLabel } from '../format';
import type { MediaItem, MediaPage, MediaUsage } from '../types';
import { UsageList } from './usage-list';
import { DropZone } from './drop-zone';
import { MediaDetails } from './media-details';
import { fetchUsage } from './usage-list';
import { MediaThumb } from './media-thumb';
import { UploadList } from './upload-list';
import { useMediaSearch } from './use-media-search';
import { useUploads } from './use-uploads';

const PAGE = 60;

type Deleting =
  | { step: 'checking'; item: MediaItem }
  | { step: 'first'; item: MediaItem; usage: MediaUsage[] }
  | { step: 'second'; item: MediaItem; usage: MediaUsage[] };

/** The /admin/media screen: search, upload with progress, the grid, details and delete. */
export function MediaLibrary({
  initial,
  initialQuery,
}: {
  initial: MediaPage;
  initialQuery: string;
}) {
  const search = useMediaSearch({
    pageSize: PAGE,
    initial,
    initialQuery,
    onError: (error) => toast.error(error.message),
  });
  const { query, searched, items, total, loading, reload } = search;
  const [details, setDetails] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // a file's usage is being checked before its delete is confirmed: one delete at a time
  const checking = deleting?.step === 'checking' ? deleting.item : null;

  // the address keeps the search, so a reload or a shared link shows the same files
  useEffect(() => {
    const url = new URL(window.location.href);
    const q = searched.trim();
    if ((url.searchParams.get('q') ?? '') === q) return;
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }, [searched]);

  const uploads = useUploads(
    useCallback(
      (uploaded: MediaItem[], failed) => {
        if (uploaded.length > 0)
          toast.success(
            uploaded.length === 1 ? 'File uploaded' : `${uploaded.length} files uploaded`,
          );
        if (failed.length > 0) {
          toast.error(
            failed.length === 1
              ? `${failed[0]!.name} was not uploaded`
              : `${failed.length} files were not uploaded`,
            {
              description: 'The reason is shown under each file.',
            },
          );
        }
        // the list refreshes itself; no page reload
        reload();
      },
      [reload],
    ),
  );

  const startDelete = async (item: MediaItem) => {
    if (deleting) return;
    setDeleting({ step: 'checking', item });
    try {
      const found = await fetchUsage(item.id);
      if (!found) {
        setDeleting(null);
        toast.error('That file is no longer in the library.');
        reload();
        return;
      }
      setDeleting({ step: 'first', item, usage: found.usage });
    } catch (error) {
      setDeleting(null);
      toast.error((error as Error).message);
    }
  };

  const runDelete = async (item: MediaItem, confirmInUse: boolean) => {
    const result = await deleteMediaAction({ id: item.id, confirmInUse });
    setDeleting(null);
    if (!result.ok) {
      toast.error(result.message || 'Failed to delete file');
      return;
    }
    toast.success('File deleted');
    if (details?.id === item.id) setDetails(null);
    reload();
  };

  return (
    <div className="space-y-6">
      <DropZone onFiles={uploads.add} />
      <UploadList entries={uploads.entries} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-80">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <label htmlFor="media-search" className="sr-only">
            Search media by file name
          </label>
          <Input
            id="media-search"
            type="search"
            placeholder="Search by file name…"
            value={query}
            onChange={(e) => {
              search.setQuery(e.target.value);
              search.firstPage();
            }}
            className="pl-10"
          />
        </div>
        <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          {loading ? <Spinner /> : null}
          {total === 1 ? '1 file' : `${total.toLocaleString('en-GB')} files`}
          {query.trim() ? ` matching “${query.trim()}”` : ''}
        </p>
      </div>

      {items.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white px-6 py-16 text-center">
          <p className="font-display text-2xl text-ink">
            {query.trim() ? 'No matching files' : 'No media files yet'}
          </p>
          <p className="mt-2 text-sm text-muted">
            {query.trim()
              ? 'Try another part of the file name.'
              : 'Upload images and videos above; they will appear here.'}
          </p>
        </div>
      ) : (
        <ul
          className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5"
          aria-label="Media files"
        >
          {items.map((item) => {
            const missingAlt = item.fileType === 'image' && !item.alt && !item.decorative;
            return (
              <li
                key={item.id}
                className="group overflow-hidden rounded-2xl border border-line bg-white"
                data-media-item={item.filename}
              >
                <button
                  type="button"
                  className="block w-full text-left focus-visible:ring-4 focus-visible:ring-ink/20 focus-visible:outline-none"
                  onClick={() => setDetails(item)}
                  aria-label={`Details of ${item.filename}`}
                >
                  <MediaThumb url={item.fileUrl} fileType={item.fileType} alt={item.alt} />
                </button>
                <div className="space-y-1.5 p-3">
                  <p className="truncate text-sm font-medium text-ink" title={item.filename}>
                    {item.filename}
                  </p>
                  <p className="text-xs text-muted">
                    {typeLabel(item.mimeType, item.fileType)} · {formatKb(item.fileSize)}
                  </p>
                  <p className="text-xs text-muted">
                    <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  </p>
                  {missingAlt ? (
                    <Badge tone="danger">
                      <AlertTriangle aria-hidden className="size-3" /> No alt text
                    </Badge>
                  ) : null}
                  <div className="-ml-2 flex flex-wrap gap-x-1 pt-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2"
                      onClick={() => setDetails(item)}
                    >
                      <Info aria-hidden /> Details
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2 text-danger hover:bg-danger/10"
                      onClick={() => void startDelete(item)}
                      // not disabled: a disabled button drops the focus, and the confirmation
                      // gives it back here when it closes
                      aria-disabled={deleting?.item.id === item.id || !!checking || undefined}
                      aria-label={`Delete ${item.filename}`}
                    >
                      {checking?.id === item.id ? <Spinner /> : <Trash2 aria-hidden />} Delete
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length ? (
        <div className="text-center">
          <Button variant="outline" type="button" onClick={search.showMore} disabled={loading}>
            Show more ({(total - items.length).toLocaleString('en-GB')} more)
          </Button>
        </div>
      ) : null}

      <MediaDetails
        item={details}
        onOpenChange={(open) => !open && setDetails(null)}
        onSaved={(saved) => {
          search.replace(saved);
          setDetails(saved);
        }}
        onDelete={(item) => void startDelete(item)}
        deleteBusy={!!checking}
      />

      <ConfirmDialog
        open={deleting?.step === 'first'}
        // closing after 'Continue' must not undo the move to the second step
        onOpenChange={(open) => !open && setDeleting((d) => (d?.step === 'first' ? null : d))}
        title={`Delete ${deleting?.item.filename ?? 'this file'}?`}
        confirmLabel={
          deleting?.step === 'first' && deleting.usage.length > 0 ? 'Continue' : 'Delete'
        }
        description={
          deleting?.step === 'first' && deleting.usage.length > 0 ? (
            <>
              <p>
                This file is used in{' '}
                {deleting.usage.length === 1 ? 'one place' : `${deleting.usage.length} places`}:
              </p>
              <UsageList usage={deleting.usage} />
              <p className="mt-2">Those places will show ‘Image unavailable’ once it is gone.</p>
            </>
          ) : (
            'It is not used anywhere on the site. This cannot be undone.'
          )
        }
        onConfirm={() => {
          if (deleting?.step !== 'first') return;
          if (deleting.usage.length > 0) setDeleting({ ...deleting, step: 'second' });
          else return runDelete(deleting.item, false);
        }}
      />
      <ConfirmDialog
        open={deleting?.step === 'second'}
        onOpenChange={(open) => !open && setDeleting((d) => (d?.step === 'second' ? null : d))}
        title="Delete a file that is in use?"
        confirmLabel="Delete anyway"
        description={
          deleting?.step === 'second' ? (
            <>
              <p>
                {deleting.item.filename} is still used by {describeUsage(deleting.usage)}. Deleting
                it leaves {deleting.usage.length === 1 ? 'that place' : 'those places'} without it.
                This cannot be undone.
              </p>
            </>
          ) : null
        }
        onConfirm={() => (deleting?.step === 'second' ? runDelete(deleting.item, true) : undefined)}
      />
    </div>
  );
}
