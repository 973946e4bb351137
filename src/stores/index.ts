/** Public surface of the stores folder. */
export {
  createStore, findStoreByHandle, findStoreById, getStoreByHandle, listStores,
  StoreSettingsSchema, type CreateStoreInput, type Store, type StoreSettings,
} from './service.ts';
