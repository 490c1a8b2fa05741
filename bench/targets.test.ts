import { describe, expect, it } from 'vitest';
import { formatTargets, type Lighthouse, type Results } from './targets.mjs';

/** A Lighthouse stage's result for one page: its runs' performance scores and its LCP. */
const lighthouse = (
  path: string,
  runs: number[],
  lcp: number,
  median = runs[0],
  lcpRuns = [lcp],
): Lighthouse => ({
  runs: runs.length,
  rows: [
    {
      path,
      performanceRuns: runs,
      lcpRuns,
      failedRuns: [],
      scores: { performance: median ?? 0, accessibility: 100, 'best-practices': 100, seo: 100 },
      metrics: { 'largest-contentful-paint': lcp },
      beforeLargestPaint: null,
      failing: {},
      runtimeError: null,
      warnings: [],
    },
  ],
});

/** A run that measured nothing but what `stages` holds. */
const run = (stages: Partial<Results>): Results => ({
  date: '2026-12-01T00:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'test', memoryGb: 8, node: 'v20', loadBefore: [0, 0, 0] },
  options: { quick: true, duration: 2, warmup: 1, distDir: '.next-bench' },
  ...stages,
});

/** The table's row whose target starts with `label`. */
const row = (report: string, label: string) =>
  report.split('\n').find((line) => line.startsWith(label)) ?? '';

describe('formatTargets: the Lighthouse rows', () => {
  const results = run({
    lighthouse: lighthouse('/blog', [98, 97, 99], 1_500),
    lighthouseReference: lighthouse('/', [100, 99, 100], 630, 99),
    lighthouseStyledReference: lighthouse('/', [100, 98, 98], 1_230, 98),
  });

  it('holds every run to 97 and the LCP to 1.5 s in its median run and 2.0 s in every run', () => {
    const report = formatTargets({
      ...results,
      lighthouse: lighthouse('/blog', [98, 96, 99], 1_500, 98, [1_400, 1_500, 2_100]),
    });
    expect(row(report, 'Lighthouse performance /blog')).toMatch(/98 96 99 .*>= 97\s+MISSED$/);
    expect(row(report, 'LCP (simulated) /blog')).toMatch(/1\.50 s \/ 2\.10 s .*MISSED$/);
  });

  it('shows the styled reference beside the bare page, without making it the limit', () => {
    const report = formatTargets(results);
    expect(row(report, 'Lighthouse performance /blog')).toContain('100 99 100; styled 100 98 98');
    expect(row(report, 'LCP (simulated) /blog')).toContain(
      '0.63 s / 0.63 s; styled 1.23 s / 1.23 s',
    );

    const within = formatTargets({
      ...results,
      lighthouse: lighthouse('/blog', [99, 97, 100], 1_500, 99, [1_200, 1_500, 1_990]),
    });
    expect(row(within, 'Lighthouse performance /blog')).toMatch(/met$/);
    expect(row(within, 'LCP (simulated) /blog')).toMatch(/met$/);
  });

  it('leaves the styled figures out of a run that did not measure them', () => {
    const { lighthouseStyledReference: _, ...withoutStyled } = results;
    const report = formatTargets(withoutStyled);
    expect(row(report, 'LCP (simulated) /blog')).not.toContain('styled');
  });
});
