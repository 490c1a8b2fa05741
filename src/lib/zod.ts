import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and finds out by trying: under
// the site's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation on
// every page with a form. Every schema imports zod from here, so this runs first.
z.config({ jitless: true });

export { z };
