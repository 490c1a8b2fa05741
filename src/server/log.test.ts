import bridge from '@studio/http-bridge';
import { describe, expect, it } from 'vitest';
import { createLogger, levelOf, logger, maskEmails } from './log.mjs';
import { plainLineWriter } from './log-plain-lines.mjs';
import type { PlainValue } from './log-plain-lines.mjs';

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

describe("a component's plain lines", () => {
  /** The lines of one logger written through `logger()`, and the same through pino itself. */
  function bothWays(level: 'debug' | 'info' | 'warn' = 'info') {
    const ours: string[] = [];
    const pinos: string[] = [];
    const previous = bridge.logger();
    bridge.setLogger(createLogger({ level, destination: { write: (l: string) => ours.push(l) } }));
    const viaPino = createLogger({ level, destination: { write: (l: string) => pinos.push(l) } });
    const log = logger('http');
    const child = viaPino.child({ component: 'http' });
    return {
      write(method: 'debug' | 'info' | 'warn', fields: object, message: string) {
        log[method](fields, message);
        child[method](fields, message);
      },
      // a line of one shape, written the shaped way here and as its fields by pino
      writeShaped(method: 'debug' | 'info' | 'warn', fields: Record<string, PlainValue>) {
        const keys = Object.keys(fields);
        log.shaped(keys, 'shaped')(method, Object.values(fields));
        const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        child[method](given, 'shaped');
      },
      // the same but for the time of each line
      lines: () => [ours, pinos].map((ls) => ls.map((l) => l.replace(/"time":\d+/, '"time":0'))),
      restore: () => bridge.setLogger(previous),
    };
  }

  const REQUEST = {
    reqId: 'a1',
    method: 'GET',
    path: '/blog/1',
    status: 200,
    ms: 1.4,
    kind: 'page',
  };

  it('are the lines pino writes, for every kind of plain value', () => {
    const log = bothWays();
    try {
      log.write('info', REQUEST, 'request');
      log.write('warn', { ...REQUEST, status: 503, aborted: true, cache: undefined }, 'request');
      log.write('info', { path: '/a "quoted" \\ path\n\ttabbed', n: Number.NaN, big: 1e21 }, 'x');
      log.write(
        'info',
        { path: '/café/😀', negative: -0.5, no: false },
        'sent to jane@example.com',
      );
      log.write('info', { component: 'override', 10: 'a numbered key' }, 'keys');
      log.write('info', {}, '');
      const [ours = [], pinos] = log.lines();
      expect(ours).toEqual(pinos);
      expect(ours).toHaveLength(6);
      expect(ours[3]).toContain('j***@example.com');
    } finally {
      log.restore();
    }
  });

  it('leave to pino a line with a secret, an error, an object or a formatted message', () => {
    const log = bothWays();
    try {
      log.write('info', { token: 'tok-123456', path: '/' }, 'request');
      log.write('info', { err: new Error('failed for a@b.io') }, 'failed');
      log.write('info', { user: { password: 'hunter2-secret' } }, 'nested');
      log.write('info', { list: [1, 2] }, 'listed');
      log.write('info', { n: 1 }, 'a %s message');
      const [ours = [], pinos] = log.lines();
      expect(ours).toEqual(pinos);
      const text = ours.join('');
      for (const secret of ['tok-123456', 'hunter2-secret', 'a@b.io'])
        expect(text).not.toContain(secret);
    } finally {
      log.restore();
    }
  });

  it('are the same lines when written in a shape of their own, a value left out or a key a secret', () => {
    const log = bothWays();
    try {
      log.writeShaped('info', { ...REQUEST, cache: 'hit', aborted: undefined, ip: '203.0.113.9' });
      log.writeShaped('warn', { ...REQUEST, path: '/a "quoted"\n/café', aborted: true });
      log.writeShaped('info', { token: 'tok-123456', path: '/' });
      log.writeShaped('debug', REQUEST);
      const [ours = [], pinos] = log.lines();
      expect(ours).toEqual(pinos);
      expect(ours).toHaveLength(3);
      expect(ours.join('')).not.toContain('tok-123456');
    } finally {
      log.restore();
    }
  });

  it('are written only at the levels the logger takes', () => {
    const log = bothWays('info');
    try {
      log.write('debug', REQUEST, 'request');
      log.write('info', REQUEST, 'request');
      const [ours = [], pinos] = log.lines();
      expect(ours).toHaveLength(1);
      expect(ours).toEqual(pinos);
    } finally {
      log.restore();
    }
  });
});

describe('plainLineWriter', () => {
  it('writes a plain line and says so, and leaves any other line alone', () => {
    const written: string[] = [];
    const write = plainLineWriter({
      bindings: ',"pid":1,"component":"http"',
      levels: { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 },
      destination: { write: (line: string) => written.push(line) },
      plainKey: (key) => key !== 'token',
      mask: (text) => text.replace('@', '(at)'),
    });
    expect(write('info', { status: 200, path: '/' }, 'request to a@b')).toBe(true);
    for (const [fields, message] of [
      [{ token: 'x' }, 'request'],
      [{ nested: { a: 1 } }, 'request'],
      [new Error('e'), 'request'],
      [[1], 'request'],
      [Object.create({ inherited: 1 }), 'request'],
      [null, 'request'],
      [{ a: 1 }, '%d requests'],
      [{ a: 1 }, undefined],
    ] as const)
      expect(write('info', fields, message)).toBe(false);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: 1,
      component: 'http',
      status: 200,
      path: '/',
      msg: 'request to a(at)b',
    });
  });

  it('takes the values at once: the line is written when it is logged', () => {
    const written: string[] = [];
    const write = plainLineWriter({
      bindings: ',"component":"http"',
      levels: { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 },
      destination: { write: (l: string) => written.push(l) },
      plainKey: () => true,
      mask: (text) => text,
    });
    const fields = { status: 200, path: '/a' };
    expect(write('warn', fields, 'request')).toBe(true);
    fields.status = 500;
    fields.path = '/changed';
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]!)).toMatchObject({ level: 40, status: 200, path: '/a' });
  });
});
