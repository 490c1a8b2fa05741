'use client';

import { useCallback, useMemo, useState } from 'react';
import { Check, Search } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { updateMediaAltAction } from '../actions';
import { ALT_MAX } from '../schemas';
import { toPicked, type MediaAccept, type MediaItem, type PickedMedia } from '../types';
import { DropZone } from './drop-zone';
import { MediaThumb } from './media-thumb';
import { UploadList } from './upload-list';
import { useMediaSearch } from './use-media-search';
import { useUploads } from './use-uploads';
import { browserLog } from '@/lib/browser-log';

const log = browserLog('media');

const PAGE = 48;

export type MediaPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accept?: MediaAccept;
  multiple?: boolean;
  onSelect: (items: PickedMedia[]) => void;
};

/**
 * The one dialog every image or video field of the admin uses: search the
 * library, upload in place, choose one or several files and give images their
 * alt text (saved to the library, so the next use starts with it).
 */
export function MediaPicker(props: MediaPickerProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* mounted only while open, so every opening starts fresh */}
      {props.open ? <PickerContent {...props} /> : null}
    </Dialog>
  );
}

function PickerContent({
  onOpenChange,
  accept = 'any',
  multiple = false,
  onSelect,
}: MediaPickerProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const [known, setKnown] = useState<Map<number, MediaItem>>(new Map());
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const remember = useCallback(
    (items: MediaItem[]) =>
      setKnown((map) => new Map([...map, ...items.map((i) => [i.id, i] as const)])),
    [],
  );
  const search = useMediaSearch({
    pageSize: PAGE,
    accept,
    onPage: (page) => remember(page.items),
    onError: (error) => log.error('the picker list failed:', error),
  });
  const { items, total, clear } = search;

  const toggle = useCallback(
    (id: number) => {
      setSelected((current) => {
        if (current.includes(id)) return current.filter((x) => x !== id);
        return multiple ? [...current, id] : [id];
      });
    },
    [multiple],
  );

  const uploads = useUploads(
    useCallback(
      (uploaded: MediaItem[], failed) => {
        const fitting = uploaded.filter((i) => accept === 'any' || i.fileType === accept);
        if (uploaded.length > 0)
          toast.success(
            uploaded.length === 1 ? 'File uploaded' : `${uploaded.length} files uploaded`,
          );
        if (failed.length > 0)
          toast.error(
            failed.length === 1
              ? `${failed[0]!.name} was not uploaded`
              : `${failed.length} files were not uploaded`,
          );
        remember(uploaded);
        // what was just uploaded is what the owner wants to use
        if (fitting.length > 0)
          setSelected((current) =>
            multiple ? [...current, ...fitting.map((i) => i.id)] : [fitting[0]!.id],
          );
        clear();
      },
      [accept, multiple, remember, clear],
    ),
  );

  const chosen = useMemo(
    () => selected.map((id) => known.get(id)).filter((i): i is MediaItem => !!i),
    [selected, known],
  );

  const confirm = async () => {
    setSaving(true);
    try {
      const picked: PickedMedia[] = [];
      for (const item of chosen) {
        const alt = (alts[item.id] ?? item.alt).trim();
        if (item.fileType === 'image' && alt !== item.alt) {
          const result = await updateMediaAltAction({
            id: item.id,
            alt,
            decorative: item.decorative,
          });
          if (!result.ok) {
            toast.error(result.message);
            return;
          }
        }
        picked.push({ ...toPicked(item), alt });
      }
      onSelect(picked);
      onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };

  const noun = accept === 'image' ? 'image' : accept === 'video' ? 'video' : 'file';

  return (
    <DialogContent
      size="xl"
      className="h-[min(52rem,calc(100dvh-2rem))]"
      aria-describedby="media-picker-description"
    >
      <DialogHeader>
        <DialogTitle>
          {multiple ? `Choose ${noun}s` : `Choose ${noun === 'image' ? 'an image' : `a ${noun}`}`}
        </DialogTitle>
        <DialogDescription id="media-picker-description">
          Pick from the media library or upload new files; uploads are added to the library.
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="space-y-5">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
          <div className="relative lg:w-72 lg:shrink-0">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            />
            <label htmlFor="media-picker-search" className="sr-only">
              Search media by file name
            </label>
            <Input
              id="media-picker-search"
              type="search"
              placeholder="Search by file name…"
              value={search.query}
              onChange={(e) => search.setQuery(e.target.value)}
              className="pl-10"
            />
          </div>
          <DropZone compact accept={accept} onFiles={uploads.add} className="flex-1" />
        </div>
        <UploadList entries={uploads.entries} />

        {search.waiting ? (
          <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted">
            <Spinner /> Loading...
          </div>
        ) : search.failed ? (
          <div className="py-12 text-center text-sm text-danger" role="alert">
            The media library could not be loaded.{' '}
            <button type="button" className="underline underline-offset-4" onClick={search.reload}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-16 text-center text-sm text-muted">
            {search.searched ? `No files match “${search.searched}”.` : 'No media files yet'}
          </p>
        ) : (
          <>
            <ul
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
              aria-label="Media files"
            >
              {items.map((item) => {
                const isSelected = selected.includes(item.id);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      role={multiple ? 'checkbox' : 'radio'}
                      aria-checked={isSelected}
                      onClick={() => toggle(item.id)}
                      className={cn(
                        'group relative block w-full overflow-hidden rounded-xl border bg-white text-left transition focus-visible:ring-4 focus-visible:ring-ink/20 focus-visible:outline-none',
                        isSelected
                          ? 'border-ink ring-2 ring-ink'
                          : 'border-line hover:border-ink/40',
                      )}
                    >
                      <MediaThumb
                        url={item.fileUrl}
                        fileType={item.fileType}
                        alt=""
                        sizes="(min-width: 1024px) 180px, 45vw"
                      />
                      <span className="block truncate px-2.5 py-2 text-xs text-ink">
                        {item.filename}
                      </span>
                      {isSelected ? (
                        <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-ink text-paper">
                          <Check aria-hidden className="size-3.5" />
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
            {total > items.length ? (
              <div className="text-center">
                <Button variant="outline" size="sm" type="button" onClick={search.showMore}>
                  Show more ({total - items.length} more)
                </Button>
              </div>
            ) : null}
          </>
        )}

        {chosen.some((i) => i.fileType === 'image') ? (
          <fieldset className="space-y-3 rounded-2xl border border-line bg-white p-4">
            <legend className="px-1 text-sm font-medium text-ink">Alt text</legend>
            <p className="text-xs text-muted">
              Describe what the image shows for people who cannot see it.
            </p>
            {chosen
              .filter((i) => i.fileType === 'image')
              .map((item) => {
                const id = `picker-alt-${item.id}`;
                const value = alts[item.id] ?? item.alt;
                return (
                  <div key={item.id} className="space-y-1">
                    <label htmlFor={id} className="block truncate text-xs font-medium text-muted">
                      {item.filename}
                    </label>
                    <Input
                      id={id}
                      value={value}
                      maxLength={ALT_MAX}
                      placeholder={
                        item.decorative
                          ? 'Decorative image (no alt text needed)'
                          : 'e.g. Sunlit living room with oak floor'
                      }
                      aria-invalid={!value.trim() && !item.decorative}
                      onChange={(e) => setAlts((a) => ({ ...a, [item.id]: e.target.value }))}
                    />
                  </div>
                );
              })}
          </fieldset>
        ) : null}
      </DialogBody>
      <DialogFooter className="sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          {selected.length === 0 ? 'Nothing chosen yet' : `${selected.length} chosen`}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" size="sm" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            size="sm"
            disabled={chosen.length === 0 || saving || uploads.busy}
            onClick={() => void confirm()}
          >
            {saving ? <Spinner /> : null}
            {multiple && chosen.length > 1 ? `Use ${chosen.length} files` : 'Use selected'}
          </Button>
        </div>
      </DialogFooter>
    </DialogContent>
  );
}
