import type SharpFactory from 'sharp';

// sharp as the server uses it (docs/decisions/012-memory.md). libvips keeps a cache of recent
// operations and decoded images (up to 50 MB by default), which a site that writes each resized
// copy to disk once never reads again; and it gives every image as many threads as there are
// cores, on top of the several images libuv's pool already works on at once, which on a small
// server multiplies the memory each one takes and leaves no core for the event loop.
//
// It is loaded when an image is first drawn, resized or checked, not when the server starts:
// libvips holds memory of its own once loaded (ADR 012), and a server whose resized copies are
// already on disk may go days without needing it.

export type { Metadata, OverlayOptions, Sharp } from 'sharp';

let loading: Promise<typeof SharpFactory> | undefined;

export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
