'use client';

import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { MediaItem, MediaPage } from '../types';
import { DeleteConfirmations } from './delete-confirmations';
import { DropZone } from './drop-zone';
import { MediaDetails } from './media-details';
import { MediaGrid } from './media-grid';
import { MediaSearchField } from './media-search-field';
import { UploadList } from './upload-list';
import { useMediaDelete } from './use-media-delete';
import { useMediaSearch } from './use-media-search';
import { useUploads } from './use-uploads';

const PAGE = 60;

/** The address keeps the search, so a reload or a shared link shows the same files. */
function useSearchInAddress(searched: string) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const q = searched.trim();
    if ((url.searchParams.get('q') ?? '') === q) return;
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }, [searched]);
}

/** The toasts of a batch of uploads; the list refreshes itself, with no page reload. */
function useUploadToasts(reload: () => void) {
  return useCallback(
    (uploaded: MediaItem[], failed: { name: string }[]) => {
      if (uploaded.length > 0)
        toast.success(
          uploaded.length === 1 ? 'File uploaded' : `${uploaded.length} files uploaded`,
        );
      if (failed.length > 0) {
        toast.error(
          failed.length === 1
            ? `${failed[0]!.name} was not uploaded`
            : `${failed.length} files were not uploaded`,
          { description: 'The reason is shown under each file.' },
        );
      }
      reload();
    },
    [reload],
  );
}

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
  const removal = useMediaDelete({
    reload,
    onDeleted: (item) => setDetails((d) => (d?.id === item.id ? null : d)),
  });
  // a file's usage is being checked before its delete is confirmed: one delete at a time
  const checking = removal.deleting?.step === 'checking' ? removal.deleting.item : null;
  useSearchInAddress(searched);
  const uploads = useUploads(useUploadToasts(reload));

  return (
    <div className="space-y-6">
      <DropZone onFiles={uploads.add} />
      <UploadList entries={uploads.entries} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <MediaSearchField
          id="media-search"
          value={query}
          onChange={(value) => {
            search.setQuery(value);
            search.firstPage();
          }}
          className="sm:w-80"
        />
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
        <MediaGrid
          items={items}
          onDetails={setDetails}
          onDelete={(item) => void removal.start(item)}
          deletingId={removal.deleting?.item.id ?? null}
          checkingId={checking?.id ?? null}
        />
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
        onDelete={(item) => void removal.start(item)}
        deleteBusy={!!checking}
      />
      <DeleteConfirmations
        deleting={removal.deleting}
        setDeleting={removal.setDeleting}
        run={removal.run}
      />
    </div>
  );
}
