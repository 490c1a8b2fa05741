import { twoDigits } from '@/lib/two-digits';

/** Three numbered steps side by side: how a project runs, how a quote is made. */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-10 sm:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="border-t border-ink/20 pt-6">
          <span aria-hidden className="font-display text-xl text-accent-strong">
            {twoDigits(i + 1)}
          </span>
          <h3 className="mt-3 font-display text-title text-ink">{step.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
