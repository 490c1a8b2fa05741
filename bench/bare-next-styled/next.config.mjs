import path from 'node:path';

// The bench builds this page in a temporary copy whose node_modules links to the repository's:
// Turbopack must be allowed to read both, so its root is the file system's.
const config = { turbopack: { root: path.parse(import.meta.dirname).root } };

export default config;
