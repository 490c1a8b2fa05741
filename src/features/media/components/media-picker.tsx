'use client';

import { useCallback, useMemo, useState } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import { updateMediaAltAction } from '../actions';
import { toPicked, type MediaAccept, type MediaItem, type PickedMedia } from '../types';
import { DropZone } from './drop-zone';
import { MediaSearchField } from './media-search-field';
import { PickerAltTexts, PickerChoices } from './picker-parts';
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
  const { clear } = search;

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
        announceUploads(uploaded.length, failed);
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
      const picked = await withAltTexts(chosen, alts);
      if (typeof picked === 'string') return void toast.error(picked);
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
          <MediaSearchField
            id="media-picker-search"
            value={search.query}
            onChange={search.setQuery}
            className="lg:w-72 lg:shrink-0"
          />
          <DropZone compact accept={accept} onFiles={uploads.add} className="flex-1" />
        </div>
        <UploadList entries={uploads.entries} />

        <PickerChoices search={search} selected={selected} multiple={multiple} toggle={toggle} />
        <PickerAltTexts chosen={chosen} alts={alts} setAlts={setAlts} />
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

function announceUploads(uploaded: number, failed: { name: string }[]) {
  if (uploaded > 0) toast.success(uploaded === 1 ? 'File uploaded' : `${uploaded} files uploaded`);
  if (failed.length > 0)
    toast.error(
      failed.length === 1
        ? `${failed[0]!.name} was not uploaded`
        : `${failed.length} files were not uploaded`,
    );
}

/** The chosen files with the alt texts typed here, saved to the library first; or why not. */
async function withAltTexts(
  chosen: MediaItem[],
  alts: Record<number, string>,
): Promise<PickedMedia[] | string> {
  const picked: PickedMedia[] = [];
  for (const item of chosen) {
    const alt = (alts[item.id] ?? item.alt).trim();
    if (item.fileType === 'image' && alt !== item.alt) {
      const result = await updateMediaAltAction({ id: item.id, alt, decorative: item.decorative });
      if (!result.ok) return result.message;
    }
    picked.push({ ...toPicked(item), alt });
  }
  return picked;
}
