/** Public surface of the local (embedded default store) platform. */
export { DEMO_CATALOG_FILE, DEMO_ORDERS, DEMO_STORE_HANDLE, seedDemoStore } from './demo.ts';
