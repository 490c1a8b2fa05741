'use client';

import { useState } from 'react';
import { ArrowDown, ArrowUp, Film, ImagePlus, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MediaPicker, MediaThumb } from '@/features/media/picker';
import type { ProjectFields } from './project-form-values';

/** The gallery: images and videos from the media library, in order, each with its alt text. */
export function ProjectGalleryField({ fields: { form, set } }: { fields: ProjectFields }) {
  const [picking, setPicking] = useState(false);
  const images = form.images;
  const moveImage = (index: number, by: -1 | 1) => {
    const next = [...images];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    set('images', next);
  };
  const remove = (index: number) =>
    set(
      'images',
      images.filter((_, i) => i !== index),
    );

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id="project-gallery-label" className="text-sm font-medium text-ink">
          Gallery
        </h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          <ImagePlus aria-hidden /> Add from library
        </Button>
      </div>
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          No gallery items yet. Add images or videos from the media library.
        </p>
      ) : (
        <ol aria-labelledby="project-gallery-label" className="space-y-2">
          {images.map((item, index) => (
            <li
              key={`${item.url}-${index}`}
              aria-label={`Gallery item ${index + 1}`}
              className="flex items-center gap-3 rounded-lg border border-line bg-white p-2"
            >
              <MediaThumb
                url={item.url}
                fileType={item.type}
                alt={item.alt}
                sizes="64px"
                className="w-16 shrink-0 rounded-md"
              />
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex items-center gap-2">
                  <Badge tone={item.type === 'video' ? 'accent' : 'muted'}>
                    {item.type === 'video' ? <Film aria-hidden className="size-3" /> : null}
                    {item.type === 'video' ? 'Video' : 'Image'}
                  </Badge>
                  <span className="truncate text-xs text-muted">{item.url.split('/').pop()}</span>
                </div>
                <label className="sr-only" htmlFor={`project-gallery-alt-${index}`}>
                  Alt text for gallery item {index + 1}
                </label>
                <Input
                  id={`project-gallery-alt-${index}`}
                  className="h-9 text-sm"
                  placeholder={
                    item.type === 'video' ? 'What the video shows' : 'Describe the image'
                  }
                  value={item.alt}
                  onChange={(e) =>
                    set(
                      'images',
                      images.map((it, i) => (i === index ? { ...it, alt: e.target.value } : it)),
                    )
                  }
                />
              </div>
              <div className="flex shrink-0 flex-col sm:flex-row">
                <IconButton
                  icon={ArrowUp}
                  label={`Move gallery item ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => moveImage(index, -1)}
                />
                <IconButton
                  icon={ArrowDown}
                  label={`Move gallery item ${index + 1} down`}
                  disabled={index === images.length - 1}
                  onClick={() => moveImage(index, 1)}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={`Remove gallery item ${index + 1}`}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        accept="any"
        multiple
        onSelect={(items) =>
          set('images', [
            ...images,
            ...items.map((item) => ({ type: item.fileType, url: item.url, alt: item.alt })),
          ])
        }
      />
    </div>
  );
}
