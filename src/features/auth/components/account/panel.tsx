import { cn } from '@/lib/utils';

/** One section of the account page: a title and intro at the left, the controls at the right. */
export function Panel({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid gap-5 border-t border-line py-8 first:border-t-0 first:pt-0 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:gap-10',
        className,
      )}
    >
      <div>
        <h2 id={id} className="text-[15px] font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-1.5 text-sm leading-relaxed text-muted">{description}</div>
      </div>
      <div className="min-w-0 rounded-xl border border-line bg-white p-5 shadow-[0_1px_2px_rgba(10,10,10,0.03)] sm:p-6">
        {children}
      </div>
    </section>
  );
}
