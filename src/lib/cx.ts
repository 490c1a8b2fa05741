// Class joining without conflict resolution, for the public site's client
// components: tailwind-merge (cn) would add ~9 KB gzipped to every public page,
// and these components never pass conflicting utilities.
export { clsx as cx } from 'clsx';
