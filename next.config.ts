import type { NextConfig } from 'next';

const config: NextConfig = {
  // helpers and tests may build side by side in one checkout
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project as its own step (tsc --noEmit); the
  // build need not do it again
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // native and WASM database drivers must load from node_modules at run time
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  images: {
    // library files are resized by the /media route (AVIF/WebP, stored beside the
    // file and deleted with it); see src/features/media/variants.ts
    loader: 'custom',
    loaderFile: './src/features/media/image-loader.ts',
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [96, 160, 256, 384],
    minimumCacheTTL: 31536000,
  },
};

export default config;
