// Stands in for `server-only` under Vitest: the real module throws when
// imported outside a React Server Components bundle.
export {};
