'use client';

import { useId } from 'react';

// Tabs on native elements (the WAI-ARIA tabs pattern, a tab is chosen as it takes
// focus): the sign-in page is public, so it loads no Radix. Only the chosen tab
// is in the tab order; the arrow keys, Home and End move between the tabs.

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors duration-200 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-[0_1px_2px_rgba(10,10,10,0.08),0_0_0_1px_rgba(10,10,10,0.04)]';

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function AuthTabs<Value extends string>({
  label,
  value,
  onChange,
  tabs,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  tabs: { value: Value; label: string; panel: React.ReactNode }[];
}) {
  const id = useId();
  const tabId = (v: Value) => `${id}-tab-${v}`;
  const panelId = (v: Value) => `${id}-panel-${v}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        className="flex gap-1 rounded-lg bg-sand p-1"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className={tabClass}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
          tabIndex={0}
          className="mt-7 focus-visible:outline-none"
        >
          {tab.value === value ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
