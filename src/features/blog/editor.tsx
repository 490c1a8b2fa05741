'use client';

import dynamic from 'next/dynamic';

// The article editor, for the other back-office screens that write rich text (the legal pages):
// the same Tiptap editor and toolbar as posts. Tiptap is big and admin-only: it is split into its
// own chunk, loaded by the screens that show it alone.
export const RichTextEditor = dynamic(() => import('./components/admin/rich-text-editor'), {
  ssr: false,
  loading: () => (
    <div className="min-h-80 animate-pulse rounded-xl border border-line bg-sand/40" aria-hidden />
  ),
});
