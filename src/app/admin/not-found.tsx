import Link from 'next/link';
import { ArrowLeft, Compass } from 'lucide-react';

/** An admin path that has no screen (yet): answered inside the admin shell, not by the public 404. */
export default function AdminNotFound() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="flex size-12 items-center justify-center rounded-xl border border-line bg-white text-muted">
        <Compass className="size-5" aria-hidden />
      </span>
      <p className="mt-6 text-xs font-semibold tracking-[0.16em] text-muted uppercase">404</p>
      <h1 className="mt-2 font-display text-4xl text-ink">This screen isn&rsquo;t here</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-muted">
        There is no admin screen at this address. Choose a section from the navigation, or go back
        to the overview.
      </p>
      <Link
        href="/admin"
        className="mt-6 inline-flex h-9 items-center gap-1.5 rounded-md bg-ink px-4 text-sm font-medium text-paper transition-colors hover:bg-ink-soft"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Dashboard
      </Link>
    </div>
  );
}
