'use client';

import { useEffect, useState } from 'react';
import { Copy, Trash2 } from 'lucide-react';
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
import { FormField, errorId } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { updateMediaAltAction } from '../actions';
import { formatDate, formatKb, typeLabel } from '../format';
import { ALT_MAX } from '../schemas';
import type { MediaItem, MediaUsage } from '../types';
import { fetchUsage, UsageList } from './usage-list';
import { MediaThumb } from './media-thumb';

/** A file's details: preview, URL, size, dimensions, where it is used, and its alt text. */
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
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [usage, setUsage] = useState<MediaUsage[] | null>(null);

  useEffect(() => {
    let live = true;
    fetchUsage(item.id).then(
      (found) => live && setUsage(found?.usage ?? []),
      () => live && setUsage([]),
    );
    return () => {
      live = false;
    };
  }, [item.id]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (item.fileType === 'image' && !decorative && !alt.trim()) {
      setError('Describe the image, or mark it as decorative.');
      return;
    }
    setSaving(true);
    const result = await updateMediaAltAction({ id: item.id, alt, decorative });
    setSaving(false);
    if (!result.ok) {
      setError(result.fieldErrors?.alt ?? result.message);
      toast.error(result.message);
      return;
    }
    setError(null);
    toast.success('Alt text saved');
    onSaved({ ...item, alt: result.data.alt, decorative: result.data.decorative });
  };

  const absolute =
    typeof window === 'undefined'
      ? item.fileUrl
      : new URL(item.fileUrl, window.location.origin).href;

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle className="truncate">{item.filename}</DialogTitle>
        <DialogDescription>
          {typeLabel(item.mimeType, item.fileType)} · uploaded {formatDate(item.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr]">
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
          <div className="space-y-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">URL</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <code className="truncate text-xs text-ink" title={absolute}>
                  {item.fileUrl}
                </code>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-7 shrink-0 px-2"
                  onClick={() =>
                    void navigator.clipboard?.writeText(absolute).then(
                      () => toast.success('URL copied'),
                      () => toast.error('Could not copy the URL'),
                    )
                  }
                >
                  <Copy aria-hidden /> Copy
                </Button>
              </dd>
              <dt className="text-muted">Dimensions</dt>
              <dd className="text-ink">
                {item.width && item.height ? `${item.width} × ${item.height} px` : 'Not recorded'}
              </dd>
              <dt className="text-muted">Size</dt>
              <dd className="text-ink">{formatKb(item.fileSize)}</dd>
              <dt className="text-muted">Used in</dt>
              <dd className="text-ink">
                {usage === null ? (
                  <span className="inline-flex items-center gap-2 text-muted">
                    <Spinner /> Checking...
                  </span>
                ) : usage.length === 0 ? (
                  <span className="text-muted">Not used anywhere yet</span>
                ) : (
                  <UsageList usage={usage} />
                )}
              </dd>
            </dl>

            {item.fileType === 'image' ? (
              <form id={`alt-form-${item.id}`} onSubmit={save} className="space-y-3">
                <FormField
                  id={`alt-${item.id}`}
                  label="Alt text"
                  error={error}
                  hint="What the image shows, for people who cannot see it. Public pages never show an image without it unless it is decorative."
                >
                  <Textarea
                    id={`alt-${item.id}`}
                    rows={3}
                    value={alt}
                    maxLength={ALT_MAX}
                    disabled={decorative}
                    onChange={(e) => {
                      setAlt(e.target.value);
                      setError(null);
                    }}
                    aria-invalid={!!error}
                    aria-describedby={error ? errorId(`alt-${item.id}`) : undefined}
                    placeholder="e.g. Dusk view of a timber pavilion on a coastal headland"
                  />
                </FormField>
                <label className="flex items-center gap-3 text-sm text-ink">
                  <Switch
                    checked={decorative}
                    onCheckedChange={(v) => {
                      setDecorative(v);
                      setError(null);
                    }}
                    aria-label="Decorative image"
                  />
                  Decorative only (screen readers skip it)
                </label>
              </form>
            ) : null}
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
        {item.fileType === 'image' ? (
          <Button type="submit" size="sm" form={`alt-form-${item.id}`} disabled={saving}>
            {saving ? <Spinner /> : null} Save alt text
          </Button>
        ) : null}
      </DialogFooter>
    </DialogContent>
  );
}
