// The browser's side of the log: what client code reports goes to the browser's console, with
// its level and the component that wrote it, like the server's lines (src/server/log.mjs). A
// logging library would add to every public page's JavaScript (ADR 006) for a console that
// only a developer opens; this is the one module of src/ that may call console.

type Level = 'error' | 'warn' | 'info';

/** A component's browser logger: `[component] message`, then what came with it. */
export function browserLog(
  component: string,
): Record<Level, (message: string, ...details: unknown[]) => void> {
  const write =
    (level: Level) =>
    (message: string, ...details: unknown[]) =>
      // eslint-disable-next-line no-console -- this module is where the browser's lines go out
      console[level](`[${component}] ${message}`, ...details);
  return { error: write('error'), warn: write('warn'), info: write('info') };
}
