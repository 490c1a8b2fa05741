import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { createPgliteTemplate, type PgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's maintenance database; test/databases.ts creates one database per test from it. */
    TEST_DATABASE_URL: string;
    /** A migrated, closed PGlite DATA_DIR that test/databases.ts copies for each fresh database. */
    PGLITE_TEMPLATE_DIR: string;
  }
}

/**
 * Once per integration run: starts a throwaway PostgreSQL cluster and prepares a
 * migrated PGlite template; both are removed afterwards, also when a step fails.
 * An existing server can be used instead by setting TEST_DATABASE_URL (a superuser URL).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  const [cluster, template] = await Promise.allSettled([
    external ? Promise.resolve(undefined) : startPgCluster(),
    createPgliteTemplate(),
  ]);

  const teardown = async () => {
    await Promise.all([
      cluster.status === 'fulfilled' ? cluster.value?.stop() : undefined,
      template.status === 'fulfilled' ? template.value.remove() : undefined,
    ]);
  };

  if (cluster.status === 'rejected' || template.status === 'rejected') {
    await teardown();
    throw cluster.status === 'rejected'
      ? cluster.reason
      : (template as PromiseRejectedResult).reason;
  }

  const url = external ?? (cluster.value as PgCluster).url;
  process.env.TEST_DATABASE_URL = url;
  project.provide('TEST_DATABASE_URL', url);
  project.provide('PGLITE_TEMPLATE_DIR', (template.value as PgliteTemplate).dataDir);
  return teardown;
}
