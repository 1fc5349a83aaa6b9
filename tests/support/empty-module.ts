// Stands in for `server-only` under Vitest: the real package throws outside a React Server bundle,
// and tests import server modules directly.
export {};
