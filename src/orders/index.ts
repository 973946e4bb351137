/** Public surface of the orders folder. */
export {
  countOrders, findOrderIdByExternalId, findVerifiedOrder, formatMoney, getOrderExternalId, getOrderSummary, normalizeOrderName, upsertOrder,
  type OrderInput, type OrderLine, type Shipment,
} from './service.ts';
export {
  applyOrderRefund, createPaidOrder, findOrderByPaymentRef, getOrderPayment,
  type OrderPayment, type PaidOrder, type PaidOrderInput,
} from './payments.ts';
export {
  countDuplicateOrderActions, executeOrderAction, formatAddress, getOrderDetail, ORDER_ACTIONS, planFromRow, planOrderAction,
  remainingRefundableCents, ShippingAddressSchema,
  type DbExecutor, type ExecutedAction, type OrderActionKind, type OrderActionPayload, type OrderActionRequest, type OrderDetail,
  type PlannedAction, type PlannedRefundLine, type RefundLineRequest, type RefundPayment, type ShippingAddress,
} from './actions.ts';
export * from './contracts.ts';
export type { OrderPlatform, PlatformActionInput } from './platform.ts';
export { customerNames, customerOrderIds, exportCustomerOrders, redactCustomerOrders, REDACTED_EMAIL } from './privacy.ts';
export {
  createOrderLookupLimiter, ORDER_LOOKUP_LIMITS,
  type OrderLookupClient, type OrderLookupGuard, type OrderLookupLimiter, type OrderLookupLimits,
} from './lookup-limits.ts';
