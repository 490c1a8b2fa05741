/** The page heading, shared by the page and its loading state so nothing jumps when data arrives. */
export function ProjectsHeader({ count }: { count?: number }) {
  return (
    <header className="grid gap-8 border-b border-line pb-12 lg:grid-cols-12 lg:items-end lg:gap-12 sm:pb-16">
      <div className="lg:col-span-7">
        <p className="mb-5 eyebrow text-accent-strong">
          Portfolio{count ? ` · ${count} ${count === 1 ? 'project' : 'projects'}` : ''}
        </p>
        <h1 className="font-display text-display text-ink">Selected Projects</h1>
      </div>
      <p className="max-w-xl text-lg leading-relaxed text-muted lg:col-span-5 lg:pb-3">
        Houses and pavilions rendered before a foundation is poured, products shaped from first
        sketch to tooling, and spaces people walk through in real time. Eighteen years of work
        across three continents.
      </p>
    </header>
  );
}
