// Plain JavaScript, not TypeScript: the production server reads this file at every start, and
// a TypeScript config makes Next load its SWC compiler, resident for the server's whole life,
// only to read it (docs/decisions/012-memory.md).

/** @type {import('next').NextConfig} */
const config = {
  // helpers and tests may build side by side in one checkout
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.mjs compresses (brotli where accepted, else gzip): src/server/http/compression.mjs
  compress: false,
  // `npm test` type-checks the whole project as its own step (tsc --noEmit); the
  // build need not do it again
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Loaded by Node from node_modules, not bundled: native and WASM database drivers must be;
  // the HTTP bridge must be the very module server.mjs loaded (packages/http-bridge); and the
  // server-side libraries every route uses are held in memory once rather than once per
  // route bundle that includes them (docs/decisions/012-memory.md).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    '@studio/http-bridge',
    'drizzle-orm',
    'zod',
    'better-auth',
    'sanitize-html',
    'nodemailer',
  ],
  // SmartImage asks the /media route for library images in every size (AVIF/WebP,
  // stored beside the file and deleted with it; src/features/media/variants.ts),
  // so Next's own image optimizer is never used
  images: { unoptimized: true },
  experimental: {
    // unmatched URLs get app/global-not-found.tsx, rendered only for them (see that file)
    globalNotFound: true,
    // Turbopack leaves the framework's client code in many small chunks on every page by default;
    // merged, they are fewer requests and less gzipped JavaScript on every public page (each chunk
    // is compressed on its own). `npm run bench -- --only=js` shows it; larger values changed
    // nothing more (docs/decisions/006-public-javascript-budget.md).
    turbopackChunking: { minChunkSize: 150_000 },
    // Next loads every route's server code at start by default, the back office's included, while
    // the first page is being rendered. Without it a start's first page comes sooner, with less
    // CPU, and a later start holds less memory (a first start somewhat more); a route's code loads
    // with its first request instead, once (bench/history.md, 2026-11-26).
    preloadEntriesOnStart: false,
  },
};

export default config;
