/** Public surface of the orders folder. */
export {
  countOrders, findOrderIdByExternalId, findVerifiedOrder, formatMoney, getOrderExternalId, getOrderSummary, normalizeOrderName, upsertOrder,
  type OrderInput,
} from './service.ts';
export {
  ORDER_ACTIONS, ShippingAddressSchema,
  type OrderActionKind, type OrderActionPayload, type OrderActionRequest, type OrderLine, type PlannedRefundLine, type RefundLineRequest,
  type Shipment, type ShippingAddress,
} from './types.ts';
export {
  applyOrderRefund, createPaidOrder, findOrderByPaymentRef, getOrderPayment,
  type OrderPayment, type PaidOrder, type PaidOrderInput,
} from './payments.ts';
export {
  countDuplicateOrderActions, executeOrderAction, formatAddress, getOrderDetail, planFromRow, planOrderAction, refusalOf, remainingRefundableCents,
  type DbExecutor, type RefusalReason, type ExecutedAction, type OrderDetail, type PlannedAction, type RefundPayment,
} from './actions.ts';
export * from './contracts.ts';
export type { OrderPlatform, PlatformActionInput } from './platform.ts';
export { customerNames, customerOrderIds, exportCustomerOrders, redactCustomerOrders, REDACTED_EMAIL } from './privacy.ts';
export {
  createOrderLookupLimiter, ORDER_LOOKUP_LIMITS,
  type OrderLookupClient, type OrderLookupGuard, type OrderLookupLimiter, type OrderLookupLimits,
} from './lookup-limits.ts';
