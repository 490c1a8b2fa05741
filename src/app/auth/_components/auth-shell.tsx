import { ArrowLeft } from '@/components/ui/icons';
import '../../globals.css';

/**
 * The frame of the account pages: a quiet ink panel with the studio's name on
 * wide screens, the form on paper beside it; on a phone, the form alone.
 */
export function AuthShell({
  brand,
  title,
  intro,
  children,
}: {
  brand: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-ink text-paper lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-40 -bottom-40 size-[34rem] rounded-full border border-paper/10"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -right-16 -bottom-16 size-[22rem] rounded-full border border-accent/30"
        />
        <a href="/" className="relative w-fit font-display text-2xl tracking-tight text-paper">
          {brand}
        </a>
        <div className="relative max-w-md">
          <p className="text-xs font-medium tracking-[0.22em] text-accent uppercase">
            Studio access
          </p>
          <p className="mt-5 font-display text-5xl leading-[1.05] text-paper">
            Portfolio, journal and client requests,{' '}
            <em className="text-accent">in one quiet place.</em>
          </p>
        </div>
        <p className="relative text-sm text-muted-inverse">
          Visitors may create an account; the back office opens to the studio&rsquo;s administrators
          only.
        </p>
      </aside>

      <main id="main-content" className="flex flex-col px-5 py-6 sm:px-10 lg:px-16 lg:py-12">
        <div className="flex items-center justify-between">
          <a
            href="/"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted transition-colors hover:text-ink"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to site
          </a>
          <span className="font-display text-xl text-ink lg:hidden">{brand}</span>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-[25rem]">
            <h1 className="font-display text-headline text-ink">{title}</h1>
            <p className="mt-3 mb-8 text-[15px] leading-relaxed text-muted">{intro}</p>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
