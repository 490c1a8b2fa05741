import { inject } from 'vitest';

// Integration tests and test/databases.ts read these from the environment.
process.env.TEST_DATABASE_URL = inject('TEST_DATABASE_URL');
process.env.TEST_DATABASE_TEMPLATE = inject('TEST_DATABASE_TEMPLATE');
process.env.PGLITE_TEMPLATE_DIR = inject('PGLITE_TEMPLATE_DIR');
