import { describe, expect, it } from 'vitest';
import { createLogger, levelOf, maskEmails } from './log.mjs';

/** A logger whose lines are kept, each as written. */
function written(level = 'debug') {
  const lines: string[] = [];
  const log = createLogger({
    level,
    destination: { write: (line: string) => void lines.push(line) },
  });
  return {
    log,
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the log', () => {
  it('writes one JSON line per call, with its level, time, component and message', () => {
    const { log, lines, parsed } = written();
    log.child({ component: 'mail' }).warn({ outboxId: 7 }, 'not delivered');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 40, component: 'mail', outboxId: 7, msg: 'not delivered' });
    expect(Math.abs(Number(line!.time) - Date.now())).toBeLessThan(60_000);
  });

  it('masks e-mail addresses in messages and errors, and never writes a secret under its key', () => {
    const { log, parsed } = written();
    log.info('sent to jane.doe@example.com and bob@studio.co.uk');
    log.error({ err: new Error('550 <jane.doe@example.com> rejected') }, 'failed');
    log.info(
      {
        password: 'hunter2-secret',
        user: { token: 'tok-123456', cookie: 'a=b' },
        html: '<p>hi</p>',
      },
      'posted',
    );
    const text = JSON.stringify(parsed());
    expect(text).not.toContain('jane.doe@');
    expect(text).toContain('j***@example.com');
    expect(text).toContain('b***@studio.co.uk');
    for (const secret of ['hunter2-secret', 'tok-123456', 'a=b', '<p>hi</p>'])
      expect(text).not.toContain(secret);
    expect(parsed()[1]).toMatchObject({
      err: { type: 'Error', message: '550 <j***@example.com> rejected' },
    });
  });

  it('takes LOG_LEVEL, and falls back to info on a value it does not know', () => {
    expect(levelOf('DEBUG')).toBe('debug');
    expect(levelOf(' warn ')).toBe('warn');
    expect(levelOf('loud')).toBe('info');
    expect(levelOf(undefined)).toBe('info');
    const { log, lines } = written('warn');
    log.info('quiet');
    log.warn('heard');
    expect(lines).toHaveLength(1);
  });

  it('masks every address of a text and leaves other text alone', () => {
    expect(maskEmails('no address here')).toBe('no address here');
    expect(maskEmails('a@b.io, Zed.Q+tag@sub.example.org')).toBe('a***@b.io, Z***@sub.example.org');
  });
});
