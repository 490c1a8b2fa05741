import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as internals from './next-internals.mjs';

// Each name the HTTP layer relies on, against the installed next's own modules. When an upgrade
// renames or moves one, this fails with the name that changed (the build's side is
// e2e/next-internals.spec.ts).

const require = createRequire(import.meta.url);
const next = (path: string) => require(`next/dist/${path}`) as Record<string, unknown>;
const source = (path: string) => readFileSync(require.resolve(`next/dist/${path}`), 'utf8');

describe('the names of Next.js internals', () => {
  it('are the client router headers, query parameter and payload type of the installed next', () => {
    const headers = next('client/components/app-router-headers.js');
    expect(internals.RSC_HEADER).toBe(headers.RSC_HEADER);
    expect(internals.ROUTER_STATE_TREE_HEADER).toBe(headers.NEXT_ROUTER_STATE_TREE_HEADER);
    expect(internals.ROUTER_PREFETCH_HEADER).toBe(headers.NEXT_ROUTER_PREFETCH_HEADER);
    expect(internals.ROUTER_SEGMENT_PREFETCH_HEADER).toBe(
      headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
    );
    expect(internals.NEXT_URL_HEADER).toBe(headers.NEXT_URL);
    expect(internals.ACTION_HEADER).toBe(headers.ACTION_HEADER);
    expect(internals.HMR_REFRESH_HEADER).toBe(headers.NEXT_HMR_REFRESH_HEADER);
    expect(internals.RSC_QUERY).toBe(headers.NEXT_RSC_UNION_QUERY);
    expect(internals.RSC_CONTENT_TYPE).toBe(headers.RSC_CONTENT_TYPE_HEADER);
    // every header Next's own caching varies a payload on is one the layer treats as the router's
    expect(internals.ROUTER_HEADERS).toEqual(
      expect.arrayContaining(headers.FLIGHT_HEADERS as string[]),
    );
  });

  it('are where the installed next reads a script nonce and writes its payload', () => {
    const { getScriptNonceFromHeaders } = next('server/app-render/get-script-nonce-from-header.js');
    const read = getScriptNonceFromHeaders as (h: Record<string, string>) => string | undefined;
    expect(read({ [internals.NONCE_REQUEST_HEADER]: "script-src 'nonce-abc123'" })).toBe('abc123');
    expect(source('server/app-render/use-flight-response.js')).toContain(
      `${internals.PAYLOAD_SCRIPT}.push(`,
    );
  });

  it('are the build layout and static file headers of the installed next', () => {
    const constants = next('shared/lib/constants.js');
    expect(internals.BUILD_ID_FILE).toBe(constants.BUILD_ID_FILE);
    expect(internals.STATIC_DIR).toBe(constants.CLIENT_STATIC_FILES_PATH);
    const router = source('server/lib/router-utils/filesystem.js');
    expect(router).toContain(`'${internals.STATIC_URL_PREFIX.replace(/\/$/, '')}'`);
    expect(source('server/lib/router-server.js')).toContain(
      `'Cache-Control', '${internals.STATIC_CACHE_CONTROL}'`,
    );
  });

  it('are what the installed next flushes a streamed page with, for the compressor', () => {
    // compression.mjs holds its encoder's output until Next calls res.flush() after a chunk
    expect(source('server/pipe-readable.js')).toMatch(/res\.flush\(\)/);
  });
});

describe('isRouterRequest', () => {
  const request = (url: string, headers: http.IncomingHttpHeaders = {}) =>
    ({ url, headers }) as http.IncomingMessage;

  it('tells the router requests from documents', () => {
    expect(internals.isRouterRequest(request('/blog'))).toBe(false);
    expect(internals.isRouterRequest(request('/blog?q=rsc'))).toBe(false);
    expect(internals.isRouterRequest(request('/blog?x_rsc=1'))).toBe(false);
    expect(internals.isRouterRequest(request('/blog?_rsc=abc'))).toBe(true);
    expect(internals.isRouterRequest(request('/blog?a=1&_rsc=abc'))).toBe(true);
    for (const name of internals.ROUTER_HEADERS)
      expect(internals.isRouterRequest(request('/', { [name]: '1' })), name).toBe(true);
  });
});
