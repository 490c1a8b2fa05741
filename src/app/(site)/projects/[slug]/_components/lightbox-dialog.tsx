'use client';

import { useCallback, useEffect, useId, useRef } from 'react';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { X } from '@/components/ui/icons/x';
import { SmartImage } from '@/components/ui/smart-image';
import type { GalleryItem } from '@/features/projects/types';
import { cx } from '@/lib/cx';
import { wrapFocus } from '@/lib/wrap-focus';

type Props = {
  items: GalleryItem[];
  title: string;
  /** the item shown, or null when the lightbox is shut */
  index: number | null;
  setIndex: React.Dispatch<React.SetStateAction<number | null>>;
  /** the link that opened it, where focus goes back on closing */
  trigger: React.RefObject<HTMLElement | null>;
};

/**
 * The lightbox itself, a native modal dialog: the browser makes the page behind inert and closes
 * it on Escape. Its code is fetched when a visitor first reaches for a gallery item (lightbox.tsx).
 */
export function LightboxDialog({ items, title, index, setIndex, trigger }: Props) {
  const titleId = useId();
  const captionId = useId();
  const count = items.length;

  const step = useCallback(
    (delta: number) =>
      setIndex((current) => (current === null ? current : (current + delta + count) % count)),
    [count, setIndex],
  );

  const item = index === null ? undefined : items[index];
  const caption =
    item?.alt?.trim() ||
    `${title}, ${item?.type === 'video' ? 'film' : 'image'} ${(index ?? 0) + 1}`;

  const open = item !== undefined;
  const dialog = useModal(open);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={captionId}
      onClose={() => {
        document.documentElement.style.overflow = '';
        setIndex(null);
        // back to the image that was opened, wherever focus was inside the dialog
        trigger.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          step(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          step(-1);
        } else if (event.key === 'Tab') {
          keepFocusInside(event);
        }
      }}
      className="fixed inset-0 z-[60] m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-ink p-0 text-paper outline-none transition-opacity duration-300 backdrop:bg-ink open:flex starting:open:opacity-0"
    >
      {item ? (
        <>
          <LightboxTop
            position={(index ?? 0) + 1}
            count={count}
            heading={
              <h2 id={titleId} className="sr-only">
                {title}: gallery
              </h2>
            }
            onClose={() => setIndex(null)}
          />

          <LightboxStage item={item} caption={caption} count={count} step={step} />

          {count > 1 && <PhoneArrows step={step} />}

          <p
            id={captionId}
            className="mx-auto max-w-3xl px-6 pb-6 pt-4 text-center text-sm leading-relaxed text-muted-inverse sm:pb-8 sm:text-base"
          >
            {caption}
          </p>
        </>
      ) : null}
    </dialog>
  );
}

/** A native modal dialog shown while `open`, with the page behind it held still. */
function useModal(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // the page behind stays where it was
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && el.open) {
      el.close();
    }
    // leaving the page with the lightbox open (the Back button) must not leave it unscrollable
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);
  return dialog;
}

function LightboxTop({
  position,
  count,
  heading,
  onClose,
}: {
  position: number;
  count: number;
  heading: React.ReactNode;
  onClose: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
      <p className="text-sm tabular-nums tracking-[0.14em] text-muted-inverse" aria-live="polite">
        <span className="sr-only">Item </span>
        {position} / {count}
      </p>
      {heading}
      <button
        type="button"
        autoFocus
        aria-label="Close gallery"
        onClick={onClose}
        className="inline-flex size-11 items-center justify-center rounded-full text-paper transition-colors hover:bg-paper/10"
      >
        <X aria-hidden className="size-6" />
      </button>
    </div>
  );
}

/** The picture or film, with the previous and next buttons beside it on wider screens. */
function LightboxStage({
  item,
  caption,
  count,
  step,
}: {
  item: GalleryItem;
  caption: string;
  count: number;
  step: (delta: number) => void;
}) {
  return (
    <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
      {item.type === 'video' ? (
        <video
          key={item.url}
          src={item.url}
          controls
          autoPlay
          playsInline
          aria-label={caption}
          className="max-h-full max-w-full rounded-sm bg-ink"
        />
      ) : (
        <div className="relative size-full">
          <SmartImage
            key={item.url}
            src={item.url}
            alt={caption}
            fill
            sizes="100vw"
            className="object-contain"
          />
        </div>
      )}

      {count > 1 && (
        <>
          <NavButton side="left" label="Previous image" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden className="size-6" />
          </NavButton>
          <NavButton side="right" label="Next image" onClick={() => step(1)}>
            <ChevronRight aria-hidden className="size-6" />
          </NavButton>
        </>
      )}
    </div>
  );
}

/** On a phone the arrows sit under the picture, within reach of a thumb. */
function PhoneArrows({ step }: { step: (delta: number) => void }) {
  return (
    <div aria-hidden className="flex justify-center gap-4 pt-5 sm:hidden">
      {(
        [
          [-1, ChevronLeft],
          [1, ChevronRight],
        ] as const
      ).map(([delta, Chevron]) => (
        <button
          key={delta}
          type="button"
          tabIndex={-1}
          onClick={() => step(delta)}
          className="inline-flex size-12 items-center justify-center rounded-full border border-paper/25 text-paper active:bg-paper active:text-ink"
        >
          <Chevron className="size-6" />
        </button>
      ))}
    </div>
  );
}

/**
 * Tab and Shift+Tab wrap around inside the dialog: a modal dialog would
 * otherwise hand focus to the browser's own controls past its last button.
 */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  wrapFocus(
    event,
    event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not([tabindex="-1"]), video[controls]',
    ),
  );
}

function NavButton({
  side,
  label,
  onClick,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center max-sm:sr-only justify-center rounded-full border border-paper/25 bg-ink/60 text-paper frosted-light transition-colors duration-300 hover:border-paper hover:bg-paper hover:text-ink',
        side === 'left' ? 'left-3 sm:left-6' : 'right-3 sm:right-6',
      )}
    >
      {children}
    </button>
  );
}
