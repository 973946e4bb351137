/**
 * Public surface of the platforms capability (DESIGN.md "Seams"): `local` (the embedded demo store, standalone
 * stores) and `shopify` (the Shopify app: install, sessions, webhooks, catalog sync, orders, billing).
 */
export * from './local/index.ts';
export * from './shopify/index.ts';
