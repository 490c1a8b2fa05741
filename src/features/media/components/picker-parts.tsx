'use client';

import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { ALT_MAX } from '../schemas';
import type { MediaItem } from '../types';
import { MediaThumb } from './media-thumb';
import type { useMediaSearch } from './use-media-search';

// The media picker's parts: the files to choose from, and the alt text of the chosen images.

/** The library's files as choices (one, or several when `multiple`), with Show more. */
export function PickerChoices({
  search,
  selected,
  multiple,
  toggle,
}: {
  search: ReturnType<typeof useMediaSearch>;
  selected: number[];
  multiple: boolean;
  toggle: (id: number) => void;
}) {
  const { items, total } = search;
  return (
    <>
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
                      isSelected ? 'border-ink ring-2 ring-ink' : 'border-line hover:border-ink/40',
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
    </>
  );
}

/** The alt text of each chosen image, saved to the library when the choice is confirmed. */
export function PickerAltTexts({
  chosen,
  alts,
  setAlts,
}: {
  chosen: MediaItem[];
  alts: Record<number, string>;
  setAlts: React.Dispatch<React.SetStateAction<Record<number, string>>>;
}) {
  return (
    <>
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
    </>
  );
}
