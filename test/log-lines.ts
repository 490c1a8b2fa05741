import bridge from '@studio/http-bridge';
import { createLogger } from '@/server/log.mjs';

/**
 * Has the server's log (src/server/log.mjs) write to a list for the test, each line parsed from
 * the JSON it was written as; `restore` puts the logger back.
 */
export function captureLog(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const previous = bridge.logger();
  bridge.setLogger(
    createLogger({
      level,
      destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
  );
  return { lines, restore: () => bridge.setLogger(previous) };
}
