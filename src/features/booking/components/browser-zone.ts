// The visitor's own time zone and the zones to choose from, as the browser knows them (its Intl
// holds every IANA zone, so none is shipped). This makes an Intl formatter, whose first use
// loads the browser's locale data: only the picker loads this module, and only once the
// visitor comes near the times (time-step.tsx), never while the page starts.

/** The zone the browser runs in, or null when it names none. */
export function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every zone the browser lists, with `first` at the top when the list lacks it (an alias). */
export function browserZones(first: string): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    // an old browser: the visitor's zone and the owner's are still offered
  }
  return all.includes(first) ? all : [first, ...all];
}
