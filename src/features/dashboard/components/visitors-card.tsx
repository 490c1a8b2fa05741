import type { DayTotal, Ranked, SourceShare, Visitors } from '../visitors';

// The dashboard's Visitors card, all server-rendered: the figures, a 30-day
// bar chart drawn as SVG (no chart library reaches the browser), top pages,
// top referrers and the share of visitors per source who sent a request.

const card = 'rounded-xl border border-line bg-white shadow-[0_1px_2px_rgba(10,10,10,0.03)]';
const number = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-[13px] font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums">
        {number.format(value)}
      </dd>
    </div>
  );
}

/** Views (light) and visitors (dark) per day, with a title per bar for pointer users. */
function Chart({ days }: { days: DayTotal[] }) {
  const width = 600;
  const height = 120;
  const gap = 4;
  const bar = width / days.length - gap;
  const max = Math.max(1, ...days.map((d) => d.views));
  const y = (n: number) => (n / max) * (height - 4);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-28 w-full"
        role="img"
        aria-label={`Daily page views and visitors over the last ${days.length} days, at most ${number.format(max)} views a day`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const x = i * (bar + gap);
          return (
            <g key={d.day}>
              <title>{`${dayLabel.format(new Date(d.day))}: ${number.format(d.views)} views, ${number.format(d.visitors)} visitors`}</title>
              <rect
                x={x}
                y={height - y(d.views)}
                width={bar}
                height={y(d.views)}
                rx={2}
                className="fill-sand"
              />
              <rect
                x={x}
                y={height - y(d.visitors)}
                width={bar}
                height={y(d.visitors)}
                rx={2}
                className="fill-ink/70"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span>{first ? dayLabel.format(new Date(first.day)) : ''}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-sand ring-1 ring-line" /> Views
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm bg-ink/70" /> Visitors
          </span>
        </span>
        <span>{last ? dayLabel.format(new Date(last.day)) : ''}</span>
      </figcaption>
    </figure>
  );
}

function RankedList({ title, rows, empty }: { title: string; rows: Ranked[]; empty: string }) {
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Views</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.key}>
                <td className="truncate py-1.5 pr-3 text-ink" title={r.key}>
                  {r.key}
                </td>
                <td className="w-16 py-1.5 text-right text-muted tabular-nums">
                  {number.format(r.views)}
                </td>
                <td className="w-20 py-1.5 text-right text-ink tabular-nums">
                  {number.format(r.visitors)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Sources({ rows }: { rows: SourceShare[] }) {
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-[0.14em] text-muted">
        Requests by source
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No visits counted yet</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-1 text-left font-normal">
                Source
              </th>
              <th scope="col" className="w-16 pb-1 text-right font-normal">
                Visitors
              </th>
              <th scope="col" className="w-18 pb-1 text-right font-normal">
                Requests
              </th>
              <th scope="col" className="w-14 pb-1 text-right font-normal">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.source}>
                <td className="truncate py-1.5 pr-3 text-ink" title={r.source}>
                  {r.source}
                </td>
                <td className="py-1.5 text-right text-muted tabular-nums">
                  {number.format(r.visitors)}
                </td>
                <td className="py-1.5 text-right text-muted tabular-nums">
                  {number.format(r.requests)}
                </td>
                <td className="py-1.5 text-right text-ink tabular-nums">
                  {r.visitors > 0 ? percent.format(r.requests / r.visitors) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function VisitorsCard({ data }: { data: Visitors }) {
  return (
    <section aria-labelledby="visitors" className={card}>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3.5 sm:px-5">
        <h2 id="visitors" className="text-sm font-semibold text-ink">
          Visitors
        </h2>
        <p className="text-xs text-muted">Counted on this site, without cookies</p>
      </div>
      <div className="space-y-6 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Views, 7 days" value={data.last7.views} />
          <Figure label="Visitors, 7 days" value={data.last7.visitors} />
          <Figure label="Views, 30 days" value={data.last30.views} />
          <Figure label="Visitors, 30 days" value={data.last30.visitors} />
        </dl>
        <Chart days={data.days} />
        <div className="grid gap-6 lg:grid-cols-3">
          <RankedList title="Top pages" rows={data.topPages} empty="No page views yet" />
          <RankedList
            title="Top referrers"
            rows={data.topReferrers}
            empty="No visits from other sites yet"
          />
          <Sources rows={data.sources} />
        </div>
      </div>
    </section>
  );
}
