import type { NextConfig } from 'next';

const config: NextConfig = {
  // helpers and tests may build side by side in one checkout
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.mjs compresses (brotli where accepted, else gzip): src/server/http/compression.mjs
  compress: false,
  // `npm test` type-checks the whole project as its own step (tsc --noEmit); the
  // build need not do it again
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // native and WASM database drivers must load from node_modules at run time; the HTTP bridge
  // must be the very module server.mjs loaded, not a bundled copy (packages/http-bridge)
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@studio/http-bridge'],
  // SmartImage asks the /media route for library images in every size (AVIF/WebP,
  // stored beside the file and deleted with it; src/features/media/variants.ts),
  // so Next's own image optimizer is never used
  images: { unoptimized: true },
};

export default config;
