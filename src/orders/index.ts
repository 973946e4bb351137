/** Public surface of the orders folder. */
export {
  findVerifiedOrder, formatMoney, getOrderSummary, normalizeOrderName, upsertOrder,
  type OrderInput, type OrderLine, type Shipment,
} from './service.ts';
