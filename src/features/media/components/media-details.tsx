'use client';

import { useState } from 'react';
import { Trash2 } from 'lucide-react';
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
import { formatDate, typeLabel } from '../format';
import type { MediaItem } from '../types';
import { altFormId, AltTextForm } from './alt-text-form';
import { FocalPoint } from './focal-point';
import { MediaFacts, useUsage } from './media-facts';
import { MediaThumb } from './media-thumb';

/** A file's details: preview and focal point, URL, size, dimensions, where it is used, and its alt text. */
export function MediaDetails({
  item,
  onOpenChange,
  onSaved,
  onDelete,
  deleteBusy = false,
}: {
  item: MediaItem | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  /** a delete is being prepared (its usage checked): one at a time */
  deleteBusy?: boolean;
}) {
  return (
    <Dialog open={!!item} onOpenChange={onOpenChange}>
      {item ? (
        <DetailsContent
          key={item.id}
          item={item}
          onSaved={onSaved}
          onDelete={onDelete}
          deleteBusy={deleteBusy}
        />
      ) : null}
    </Dialog>
  );
}

function DetailsContent({
  item,
  onSaved,
  onDelete,
  deleteBusy,
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
  deleteBusy: boolean;
}) {
  const [saving, setSaving] = useState(false);
  const usage = useUsage(item.id);
  const image = item.fileType === 'image';

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle className="truncate">{item.filename}</DialogTitle>
        <DialogDescription>
          {typeLabel(item.mimeType, item.fileType)} · uploaded {formatDate(item.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
          {image ? (
            <FocalPoint item={item} onSaved={onSaved} />
          ) : (
            <div className="overflow-hidden rounded-xl border border-line">
              <MediaThumb
                url={item.fileUrl}
                fileType={item.fileType}
                alt={item.alt}
                sizes="256px"
                fit="contain"
                className="aspect-auto h-64"
              />
            </div>
          )}
          <div className="space-y-5">
            <MediaFacts item={item} usage={usage} />
            {image ? <AltTextForm item={item} onSaved={onSaved} onSaving={setSaving} /> : null}
          </div>
        </div>
      </DialogBody>
      <DialogFooter className="sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger/10"
          // aria-disabled, not disabled: the focus stays here for the confirmation to return to
          aria-disabled={deleteBusy || undefined}
          onClick={() => onDelete(item)}
        >
          {deleteBusy ? <Spinner /> : <Trash2 aria-hidden />} Delete file
        </Button>
        {image ? (
          <Button type="submit" size="sm" form={altFormId(item)} disabled={saving}>
            {saving ? <Spinner /> : null} Save alt text
          </Button>
        ) : null}
      </DialogFooter>
    </DialogContent>
  );
}
