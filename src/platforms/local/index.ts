/** Public surface of the local (embedded default store) platform. */
export { DEMO_CATALOG_FILE, DEMO_ORDERS, DEMO_OWNER_EMAIL, DEMO_STORE_HANDLE, ensureDemoOwner, seedDemoStore } from './demo.ts';
