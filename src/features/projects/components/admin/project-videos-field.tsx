'use client';

import { MonitorPlay, Plus, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toEmbedUrl, type ProjectFields } from './project-form-values';

/** YouTube links, each made an embed link when its field is left. */
export function ProjectVideosField({ fields: { form, set } }: { fields: ProjectFields }) {
  const videos = form.youtubeVideos;
  const change = (index: number, value: string) =>
    set(
      'youtubeVideos',
      videos.map((v, i) => (i === index ? value : v)),
    );
  const remove = (index: number) =>
    set(
      'youtubeVideos',
      videos.filter((_, i) => i !== index),
    );

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-ink">YouTube videos</h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('youtubeVideos', [...videos, ''])}
        >
          <Plus aria-hidden /> Add video link
        </Button>
      </div>
      {videos.length === 0 ? (
        <p className="text-xs text-muted">
          Paste a watch, youtu.be, embed or /v/ link; it becomes an embed link when you leave the
          field.
        </p>
      ) : (
        <ul className="space-y-2">
          {videos.map((url, index) => (
            <li key={index} className="flex items-center gap-2">
              <MonitorPlay aria-hidden className="size-4 shrink-0 text-muted" />
              <label className="sr-only" htmlFor={`project-youtube-${index}`}>
                YouTube link {index + 1}
              </label>
              <Input
                id={`project-youtube-${index}`}
                className="h-10 text-sm"
                value={url}
                placeholder="https://www.youtube.com/watch?v=..."
                onChange={(e) => change(index, e.target.value)}
                onBlur={(e) => change(index, toEmbedUrl(e.target.value))}
              />
              <IconButton
                icon={Trash2}
                tone="danger"
                label={`Remove YouTube link ${index + 1}`}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
