// Run by bench/lib/postgres.mjs through tsx: a throwaway PostgreSQL 15 cluster (the one the
// integration tests use, test/pg-cluster.ts) with an empty database for the site. Prints the
// database's URL as its one line of output; stops the cluster and exits on SIGTERM.
import pg from 'pg';
import { startPgCluster } from '../../test/pg-cluster';

const cluster = await startPgCluster();
const client = new pg.Client({ connectionString: cluster.url });
await client.connect();
await client.query('CREATE DATABASE bench_site');
await client.end();
const url = new URL(cluster.url);
url.pathname = '/bench_site';
console.log(url.toString());

// nothing else keeps this process alive, and its exit would stop the cluster
const alive = setInterval(() => undefined, 60_000);
const stop = () => {
  clearInterval(alive);
  void cluster.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
