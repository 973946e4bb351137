/** Public surface of the orders folder. */
export {
  findVerifiedOrder, formatMoney, getOrderSummary, normalizeOrderName, upsertOrder,
  type OrderInput, type OrderLine, type Shipment,
} from './service.ts';
export {
  applyOrderRefund, createPaidOrder, findOrderByPaymentRef, getOrderPayment,
  type DbExecutor, type OrderPayment, type PaidOrder, type PaidOrderInput,
} from './payments.ts';
