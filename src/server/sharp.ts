import sharp from 'sharp';

// sharp as the server uses it (docs/decisions/012-memory.md). libvips keeps a cache of recent
// operations and decoded images (up to 50 MB by default), which a site that writes each resized
// copy to disk once never reads again; and it gives every image as many threads as there are
// cores, on top of the several images libuv's pool already works on at once, which on a small
// server multiplies the memory each one takes and leaves no core for the event loop.
sharp.cache(false);
sharp.concurrency(1);

export default sharp;
export type { OverlayOptions, Sharp } from 'sharp';
