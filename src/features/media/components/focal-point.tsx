'use client';

import { useState } from 'react';
import { Crosshair } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { imageSrcAt } from '@/lib/responsive-image';
import { updateMediaFocusAction } from '../actions';
import type { MediaItem } from '../types';

// Where every crop of an image is centred: a click on the picture sets it, and the arrow keys
// move it (a finer step with Shift), so it is set as well without a mouse. The previews show
// the two crops the site makes most: a wide card (and social card) and a square.

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

function Preview({
  src,
  point,
  label,
  className,
}: {
  src: string;
  point: { x: number; y: number };
  label: string;
  className: string;
}) {
  return (
    <figure className="space-y-1">
      <div className={`overflow-hidden rounded-md border border-line bg-sand ${className}`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small admin preview */}
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          style={{ objectPosition: `${point.x}% ${point.y}%` }}
        />
      </div>
      <figcaption className="text-[11px] text-muted">{label}</figcaption>
    </figure>
  );
}

export function FocalPoint({
  item,
  onSaved,
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
}) {
  const [point, setPoint] = useState({ x: item.focalX, y: item.focalY });
  const [saving, setSaving] = useState(false);
  const src = imageSrcAt(item.fileUrl, 640);
  const changed = point.x !== item.focalX || point.y !== item.focalY;

  const onKey = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === 'Home') setPoint({ x: 50, y: 50 });
    if (!move) return;
    event.preventDefault();
    setPoint((p) => ({ x: clamp(p.x + move[0]), y: clamp(p.y + move[1]) }));
  };

  const save = async () => {
    setSaving(true);
    const result = await updateMediaFocusAction({ id: item.id, focalX: point.x, focalY: point.y });
    setSaving(false);
    if (!result.ok) return void toast.error(result.message || 'Failed to save the focal point');
    toast.success('Focal point saved');
    onSaved({ ...item, focalX: point.x, focalY: point.y });
  };

  return (
    <section aria-labelledby={`focal-${item.id}-title`} className="space-y-3">
      <div>
        <h3 id={`focal-${item.id}-title`} className="text-sm font-medium text-ink">
          Focal point
        </h3>
        <p className="text-xs leading-relaxed text-muted">
          Click the part of the picture that must stay in view when it is cropped, or focus it and
          use the arrow keys. Cards, the hero, covers and link previews keep it in frame.
        </p>
      </div>
      <div className="flex justify-center rounded-lg border border-line bg-sand">
        <div
          role="slider"
          tabIndex={0}
          aria-label="Focal point"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={point.x}
          aria-valuetext={`${point.x}% across, ${point.y}% down`}
          onKeyDown={onKey}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setPoint({
              x: clamp(((event.clientX - box.left) / box.width) * 100),
              y: clamp(((event.clientY - box.top) / box.height) * 100),
            });
          }}
          className="relative inline-block cursor-crosshair focus-visible:ring-4 focus-visible:ring-ink/20 focus-visible:outline-none"
          data-focal-point={`${point.x},${point.y}`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the picture itself, whole */}
          <img
            src={src}
            alt={item.alt}
            className="block max-h-72 w-auto max-w-full"
            draggable={false}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-paper shadow-[0_0_0_1px_rgba(10,10,10,0.6),0_2px_8px_rgba(10,10,10,0.4)]"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
          >
            <span className="absolute inset-[9px] rounded-full bg-paper" />
          </span>
        </div>
      </div>
      <div className="grid grid-cols-[2fr_1fr] items-end gap-3">
        <Preview
          src={src}
          point={point}
          label="Wide card and link preview"
          className="aspect-[1200/630]"
        />
        <Preview src={src} point={point} label="Square" className="aspect-square" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted tabular-nums">
          <Crosshair aria-hidden className="mr-1 inline size-3.5" />
          {point.x}% across, {point.y}% down
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!changed || saving}
          onClick={() => void save()}
        >
          {saving ? <Spinner /> : null} Save focal point
        </Button>
      </div>
    </section>
  );
}
