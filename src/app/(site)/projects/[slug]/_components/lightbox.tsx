'use client';

import { createContext, use, useMemo, useRef, useState } from 'react';
import type { GalleryItem } from '@/features/projects/types';
import { isPlainClick } from '@/lib/plain-click';
import { reachHandlers } from '@/lib/reach';

type LightboxApi = { open: (index: number, trigger: HTMLAnchorElement) => void };

const LightboxContext = createContext<LightboxApi | null>(null);

// The dialog's code (the viewer, its buttons and keyboard handling) is a chunk of its own: most
// visitors look at the page and never open an image, so it is fetched when a gallery link is
// pointed at, touched or focused, and is there by the time it is clicked.
const loadDialog = () => import('./lightbox-dialog');
type Dialog = Awaited<ReturnType<typeof loadDialog>>['LightboxDialog'];

type Props = { items: GalleryItem[]; title: string; children: React.ReactNode };

/**
 * One lightbox for a project's gallery. Any LightboxLink inside opens it at its
 * item; arrow keys and the side buttons move through the gallery, Escape or the
 * close button shut it, and focus goes back to the link that opened it.
 */
export function Lightbox({ items, title, children }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  // once loaded, the dialog stays mounted, so closing it runs its own close handling
  const [LightboxDialog, setDialog] = useState<Dialog | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const api = useMemo<LightboxApi>(
    () => ({
      open: (i, link) => {
        trigger.current = link;
        loadDialog().then(
          (module) => {
            setDialog(() => module.LightboxDialog);
            setIndex(i);
          },
          // the viewer could not be fetched (offline, a new release): the file itself opens,
          // as it does without JavaScript
          () => window.location.assign(link.href),
        );
      },
    }),
    [],
  );

  return (
    <LightboxContext value={api}>
      {children}
      {LightboxDialog && (
        <LightboxDialog
          items={items}
          title={title}
          index={index}
          setIndex={setIndex}
          trigger={trigger}
        />
      )}
    </LightboxContext>
  );
}

// a failure shows when the link is followed (the file opens instead)
const preload = reachHandlers(() => void loadDialog().catch(() => {}));

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
      {...preload}
      onClick={(event) => {
        if (!api || !isPlainClick(event)) return;
        event.preventDefault();
        api.open(index, event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
