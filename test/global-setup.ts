import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { createPgliteTemplate } from './pglite-template';
import { createPostgresTemplate } from './postgres-template';
import { scratchDir } from './scratch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's maintenance database; test/databases.ts creates one database per test from it. */
    TEST_DATABASE_URL: string;
    /** A migrated database on that server that test/databases.ts copies for each fresh database. */
    TEST_DATABASE_TEMPLATE: string;
    /** A migrated, closed PGlite DATA_DIR that test/databases.ts copies for each fresh database. */
    PGLITE_TEMPLATE_DIR: string;
  }
}

/**
 * Once per integration run: starts a throwaway PostgreSQL cluster and prepares a
 * migrated template database on it and a migrated PGlite template; all are removed
 * afterwards, also when a step fails. An existing server can be used instead by
 * setting TEST_DATABASE_URL (a superuser URL).
 */
export default async function setup(project: TestProject) {
  // the cluster and the templates live there too (the workers get it from vitest.config.ts)
  const scratch = scratchDir();
  if (scratch) process.env.TMPDIR = scratch;

  const cleanups: (() => Promise<unknown> | undefined)[] = [];
  const teardown = async () => {
    // the template database goes before its cluster
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const external = process.env.TEST_DATABASE_URL?.trim();
    const [cluster, pglite] = await Promise.allSettled([
      external ? Promise.resolve(undefined) : startPgCluster(),
      createPgliteTemplate(),
    ]);
    if (cluster.status === 'fulfilled' && cluster.value) cleanups.push(cluster.value.stop);
    if (pglite.status === 'fulfilled') cleanups.push(pglite.value.remove);
    if (cluster.status === 'rejected') throw cluster.reason;
    if (pglite.status === 'rejected') throw pglite.reason;

    const url = external ?? (cluster.value as PgCluster).url;
    const postgres = await createPostgresTemplate(url);
    cleanups.push(postgres.remove);

    process.env.TEST_DATABASE_URL = url;
    project.provide('TEST_DATABASE_URL', url);
    project.provide('TEST_DATABASE_TEMPLATE', postgres.name);
    project.provide('PGLITE_TEMPLATE_DIR', pglite.value.dataDir);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
