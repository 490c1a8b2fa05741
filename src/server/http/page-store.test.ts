import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageStore } from './page-store.mjs';
import type { KeptPage } from './response-cache.mjs';

const site = { siteUrl: 'https://studio.example', mediaOrigins: [], analytics: false };
const configNames = ['SITE_URL', 'STORAGE'];
const page = (key: string, extra: Partial<KeptPage['bodies']> = {}): KeptPage => ({
  key,
  status: 200,
  type: 'text/html; charset=utf-8',
  head: ['content-type', 'text/html; charset=utf-8', 'x-frame-options', 'DENY'],
  bodies: { br: Buffer.from(`br of ${key}`), gzip: Buffer.from(`gzip of ${key}`), ...extra },
  expires: 1234,
});

let dir: string;
let dataDir: string;
let distDir: string;
const env = { SITE_URL: 'https://studio.example', STORAGE: 'local', HOME: '/root' };
const control = () => path.join(dataDir, 'pgdata', 'global', 'pg_control');
const store = (overrides: Record<string, string | undefined> = {}) =>
  createPageStore({ dataDir, distDir, env: { ...env, ...overrides, NODE_ENV: 'production' } });
const saved = () => existsSync(path.join(dataDir, 'kept-pages.bin'));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-store-'));
  dataDir = path.join(dir, 'data');
  distDir = path.join(dir, '.next');
  mkdirSync(path.dirname(control()), { recursive: true });
  mkdirSync(distDir);
  writeFileSync(control(), 'database as the stop left it');
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('createPageStore', () => {
  it('gives back the pages and site kept at the stop, once: the file goes as it is read', () => {
    store().save({ pages: [page('/'), page('/blog')], site, configNames });
    const kept = store().take();
    expect(kept?.site).toEqual(site);
    expect(kept?.pages).toEqual([page('/'), page('/blog')]);
    expect(saved()).toBe(false);
    expect(store().take()).toBeNull();
  });

  it('leaves out the plain copy of a page it has gzip of, and keeps a page only plain', () => {
    const small: KeptPage = { ...page('/robots.txt'), bodies: { identity: Buffer.from('plain') } };
    store().save({
      pages: [page('/', { identity: Buffer.from('plain of /') }), small],
      site,
      configNames,
    });
    expect(store().take()?.pages).toEqual([page('/'), small]);
  });

  it.each([
    [
      'the database was opened since (a seed, a restore, an admin grant)',
      () => writeFileSync(control(), 'checkpoint written by another process'),
      'the database is not as that stop left it',
    ],
    [
      'the database is gone',
      () => rmSync(path.join(dataDir, 'pgdata'), { recursive: true }),
      'the database is not as that stop left it',
    ],
    [
      'the build is another',
      () => writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-2'),
      'the build is another',
    ],
  ])('does not give them back when %s, and says why', (_what, change, reason) => {
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    store().save({ pages: [page('/')], site, configNames });
    change();
    expect(store().take()).toBeNull();
    expect(saved()).toBe(false);
    expect(said).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it("does not give them back when one of the configuration's settings changed, whatever else did", () => {
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    store().save({ pages: [page('/')], site, configNames });
    expect(store({ HOME: '/home/site', SHLVL: '2' }).take()).not.toBeNull();
    expect(said).not.toHaveBeenCalled();
    store().save({ pages: [page('/')], site, configNames });
    expect(store({ SITE_URL: 'https://new.example' }).take()).toBeNull();
    expect(said).toHaveBeenCalledWith(expect.stringContaining('the configuration changed'));
    store().save({ pages: [page('/')], site, configNames });
    expect(store({ STORAGE: undefined }).take()).toBeNull();
  });

  it('writes nothing for an app that did not boot, without a database, or with no pages', () => {
    store().save({ pages: [page('/')], site: null, configNames });
    store().save({ pages: [page('/')], site, configNames: null });
    store().save({ pages: [], site, configNames });
    rmSync(control());
    store().save({ pages: [page('/')], site, configNames });
    expect(saved()).toBe(false);
  });

  it('ignores and removes a damaged file', () => {
    store().save({ pages: [page('/')], site, configNames });
    const file = path.join(dataDir, 'kept-pages.bin');
    writeFileSync(file, readFileSync(file).subarray(0, 40));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(store().take()).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    expect(saved()).toBe(false);
  });
});
