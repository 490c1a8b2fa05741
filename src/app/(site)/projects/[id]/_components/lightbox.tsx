'use client';

import { createContext, use, useCallback, useMemo, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { SmartImage } from '@/components/ui/smart-image';
import type { GalleryItem } from '@/features/projects/types';
import { cx } from '@/lib/cx';

type LightboxApi = { open: (index: number, trigger: HTMLElement) => void };

const LightboxContext = createContext<LightboxApi | null>(null);

type Props = { items: GalleryItem[]; title: string; children: React.ReactNode };

/**
 * One lightbox for a project's gallery. Any LightboxLink inside opens it at its
 * item; arrow keys and the side buttons move through the gallery, Escape or the
 * close button shut it, and focus goes back to the link that opened it.
 */
export function Lightbox({ items, title, children }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const count = items.length;

  const api = useMemo<LightboxApi>(
    () => ({
      open: (i, el) => {
        trigger.current = el;
        setIndex(i);
      },
    }),
    [],
  );

  const step = useCallback(
    (delta: number) =>
      setIndex((current) => (current === null ? current : (current + delta + count) % count)),
    [count],
  );

  const item = index === null ? undefined : items[index];
  const caption =
    item?.alt?.trim() ||
    `${title}, ${item?.type === 'video' ? 'film' : 'image'} ${(index ?? 0) + 1}`;

  return (
    <LightboxContext value={api}>
      {children}
      <Dialog.Root open={item !== undefined} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink transition-opacity duration-300 starting:opacity-0" />
          <Dialog.Content
            className="fixed inset-0 z-[60] flex flex-col text-paper outline-none transition-opacity duration-300 starting:opacity-0"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') {
                event.preventDefault();
                step(1);
              } else if (event.key === 'ArrowLeft') {
                event.preventDefault();
                step(-1);
              }
            }}
            onCloseAutoFocus={(event) => {
              // back to the image that was opened, wherever focus was inside the dialog
              event.preventDefault();
              trigger.current?.focus();
            }}
          >
            <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
              <p
                className="text-sm tabular-nums tracking-[0.14em] text-muted-inverse"
                aria-live="polite"
              >
                <span className="sr-only">Item </span>
                {(index ?? 0) + 1} / {count}
              </p>
              <Dialog.Title className="sr-only">{title}: gallery</Dialog.Title>
              <Dialog.Close
                aria-label="Close gallery"
                className="inline-flex size-11 items-center justify-center rounded-full text-paper transition-colors hover:bg-paper/10"
              >
                <X aria-hidden className="size-6" />
              </Dialog.Close>
            </div>

            <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
              {item?.type === 'video' ? (
                <video
                  key={item.url}
                  src={item.url}
                  controls
                  autoPlay
                  playsInline
                  aria-label={caption}
                  className="max-h-full max-w-full rounded-sm bg-ink"
                />
              ) : item ? (
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
              ) : null}

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

            {count > 1 && (
              // on a phone the arrows sit under the picture, within reach of a thumb
              <div aria-hidden className="flex justify-center gap-4 pt-5 sm:hidden">
                <button
                  type="button"
                  tabIndex={-1}
                  onClick={() => step(-1)}
                  className="inline-flex size-12 items-center justify-center rounded-full border border-paper/25 text-paper active:bg-paper active:text-ink"
                >
                  <ChevronLeft className="size-6" />
                </button>
                <button
                  type="button"
                  tabIndex={-1}
                  onClick={() => step(1)}
                  className="inline-flex size-12 items-center justify-center rounded-full border border-paper/25 text-paper active:bg-paper active:text-ink"
                >
                  <ChevronRight className="size-6" />
                </button>
              </div>
            )}

            <Dialog.Description className="mx-auto max-w-3xl px-6 pb-6 pt-4 text-center text-sm leading-relaxed text-muted-inverse sm:pb-8 sm:text-base">
              {caption}
            </Dialog.Description>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LightboxContext>
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
        'absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center max-sm:sr-only justify-center rounded-full border border-paper/25 bg-ink/60 text-paper backdrop-blur transition-colors duration-300 hover:border-paper hover:bg-paper hover:text-ink',
        side === 'left' ? 'left-3 sm:left-6' : 'right-3 sm:right-6',
      )}
    >
      {children}
    </button>
  );
}

/**
 * Opens the lightbox at one gallery item. It is a real link to the file, so
 * without JavaScript (or with a modified click, to open a new tab) the file
 * itself opens.
 */
export function LightboxLink({
  index,
  href,
  label,
  className,
  children,
}: {
  index: number;
  href: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  const api = use(LightboxContext);
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      aria-label={label}
      className={className}
      onClick={(event) => {
        if (
          !api ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        api.open(index, event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
