/**
 * Orders of Shopify stores, through the GraphQL Admin API (the orders capability's platform seam, `OrderPlatform`).
 *
 * Lookup (PRODUCT.md §5): `orders(query: "name:<number>")`, then the email on the order must match (trimmed,
 * case-insensitive) — a wrong pair answers exactly like a missing order. A matching order is mirrored into the
 * orders table (Shopify's totals, refunds, fulfillments and address), so cards, approvals and the ledger work on it
 * as on local orders. Only looked-up orders are mirrored; orders webhooks refresh mirrored ones.
 *
 * Actions, exactly once per approval (its idempotency key):
 * - refund → `refundCreate` with `@idempotent(key:)` (mandatory since 2026-04: Shopify replays the first refund for
 *   a repeated key, so a retry after a crash between Shopify's answer and Aisle's commit cannot refund twice); the
 *   money goes back through the order's own payment (parent SALE/CAPTURE transaction and gateway);
 * - cancellation → `orderCancel` (refund to the original payment method, restock, notify), after checking the order
 *   is not cancelled already (the approval row is locked meanwhile, so the check and the call are not raced);
 * - address change → `orderUpdate` with the shipping address (the same value twice is the same result).
 * Shopify's refusals (userErrors) become `conflict` with Shopify's words, which the approval records as failed.
 */
import { AppError } from '../../shared/errors.ts';
import type { Database } from '../../db/index.ts';
import {
  findOrderIdByExternalId, getOrderExternalId, getOrderSummary, normalizeOrderName, upsertOrder,
  type OrderActionPayload, type OrderInput, type OrderLine, type OrderPlatform, type ShippingAddress,
} from '../../orders/index.ts';
import { parsePriceToCents } from '../../catalog/index.ts';
import { minorToDecimal } from '../../shared/money.ts';
import type { AdminApi } from './admin-api.ts';

const ORDER_FIELDS = `
  id name email createdAt updatedAt cancelledAt displayFinancialStatus displayFulfillmentStatus currencyCode
  customer { displayName }
  lineItems(first: 100) { nodes { id title variantTitle quantity currentQuantity refundableQuantity originalUnitPriceSet { shopMoney { amount } } } }
  totalPriceSet { shopMoney { amount } } subtotalPriceSet { shopMoney { amount } } totalShippingPriceSet { shopMoney { amount } }
  totalRefundedSet { shopMoney { amount } }
  shippingAddress { name address1 address2 city provinceCode zip countryCodeV2 }
  fulfillments(first: 10) { status trackingInfo(first: 5) { company number url } estimatedDeliveryAt }`;

const FIND_ORDER = `#graphql
query AisleOrderByName($query: String!) { orders(first: 5, query: $query) { nodes { ${ORDER_FIELDS} } } }`;
const GET_ORDER = `#graphql
query AisleOrder($id: ID!) { order(id: $id) { ${ORDER_FIELDS} transactions(first: 20) { id kind status gateway } } }`;
const REFUND = `#graphql
mutation AisleRefund($input: RefundInput!, $key: String!) {
  refundCreate(input: $input) @idempotent(key: $key) { refund { id } userErrors { field message } }
}`;
const CANCEL = `#graphql
mutation AisleCancel($orderId: ID!, $refund: Boolean!, $note: String) {
  orderCancel(orderId: $orderId, reason: CUSTOMER, refundMethod: { originalPaymentMethodsRefund: $refund }, restock: true, notifyCustomer: true, staffNote: $note) {
    job { id done } orderCancelUserErrors { field message code }
  }
}`;
const UPDATE_ADDRESS = `#graphql
mutation AisleAddress($input: OrderInput!) { orderUpdate(input: $input) { order { id } userErrors { field message } } }`;

type Money = { shopMoney: { amount: string } } | null;
/** A Shopify order as {@link ORDER_FIELDS} selects it. */
export type ShopifyOrder = {
  id: string; name: string; email: string | null; createdAt: string; updatedAt: string; cancelledAt: string | null;
  displayFinancialStatus: string | null; displayFulfillmentStatus: string; currencyCode: string; customer: { displayName: string } | null;
  lineItems: { nodes: { id: string; title: string; variantTitle: string | null; quantity: number; currentQuantity: number; refundableQuantity: number; originalUnitPriceSet: Money }[] };
  totalPriceSet: Money; subtotalPriceSet: Money; totalShippingPriceSet: Money; totalRefundedSet: Money;
  shippingAddress: { name: string | null; address1: string | null; address2: string | null; city: string | null; provinceCode: string | null; zip: string | null; countryCodeV2: string | null } | null;
  fulfillments: { status: string; trackingInfo: { company: string | null; number: string | null; url: string | null }[]; estimatedDeliveryAt: string | null }[];
  transactions?: { id: string; kind: string; status: string; gateway: string }[];
};

/** Shopify's order → the orders capability's mirror input (money in minor units of the order currency). */
export function toOrderInput(o: ShopifyOrder): OrderInput & { totalCents: number; subtotalCents: number; refundedCents: number; shippingAddress: ShippingAddress | null } {
  const c = (m: Money) => { const v = parsePriceToCents(m?.shopMoney.amount ?? '0', o.currencyCode); return typeof v === 'number' ? v : 0; };
  const lines: OrderLine[] = o.lineItems.nodes.map((l) => ({
    id: l.id, title: l.variantTitle && l.variantTitle !== 'Default Title' ? `${l.title} (${l.variantTitle})` : l.title,
    quantity: l.quantity, price_cents: c(l.originalUnitPriceSet), refunded_quantity: Math.max(0, l.quantity - l.currentQuantity),
  }));
  const a = o.shippingAddress;
  return {
    externalId: o.id, name: o.name, email: o.email ?? '', customerName: o.customer?.displayName ?? '',
    financialStatus: (o.displayFinancialStatus ?? 'pending').toLowerCase(), fulfillmentStatus: o.displayFulfillmentStatus.toLowerCase(),
    lineItems: lines, shippingCents: c(o.totalShippingPriceSet), currency: o.currencyCode,
    shipments: o.fulfillments.flatMap((f) => (f.trackingInfo.length ? f.trackingInfo : [{ company: null, number: null, url: null }]).map((t) => ({
      carrier: t.company, tracking_number: t.number, tracking_url: t.url, status: f.status.toLowerCase(), estimated_delivery: f.estimatedDeliveryAt,
    }))),
    createdAt: new Date(o.createdAt), cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
    totalCents: c(o.totalPriceSet), subtotalCents: c(o.subtotalPriceSet), refundedCents: c(o.totalRefundedSet),
    shippingAddress: a?.address1 ? {
      ...(a.name ? { name: a.name } : {}), line1: a.address1, ...(a.address2 ? { line2: a.address2 } : {}), city: a.city ?? '',
      ...(a.provinceCode ? { region: a.provinceCode } : {}), postal_code: a.zip ?? '', country: a.countryCodeV2 ?? '',
    } : null,
  };
}

/** Decimal amount string of minor units in a currency ("12.50"). */
function decimal(cents: number, currency: string): string {
  return minorToDecimal(cents, currency);
}

/** Dependencies of {@link createShopifyOrders}: `isShopifyStore` tells which stores' orders live at Shopify. */
export type ShopifyOrdersDeps = { database: Database; admin: AdminApi; isShopifyStore: (storeId: string) => Promise<boolean> };

/** The Shopify implementation of the orders platform seam. */
export function createShopifyOrders(deps: ShopifyOrdersDeps): OrderPlatform & {
  /** Re-read a mirrored order from Shopify (orders webhooks). Returns false when the order is not mirrored. */
  refreshMirrored: (storeId: string, orderGid: string) => Promise<boolean>;
} {
  const { database, admin } = deps;

  async function mirror(storeId: string, o: ShopifyOrder): Promise<string> {
    return upsertOrder(database, storeId, toOrderInput(o));
  }

  async function fetchOrder(storeId: string, gid: string): Promise<ShopifyOrder | null> {
    return (await admin.graphql<{ order: ShopifyOrder | null }>(storeId, GET_ORDER, { id: gid })).order;
  }

  function userErrors(errors: { message: string }[] | undefined): void {
    if (errors?.length) throw new AppError('conflict', `Shopify refused it: ${errors.map((e) => e.message).join('; ')}`);
  }

  return {
    async findVerifiedOrder(storeId, orderName, email) {
      if (!(await deps.isShopifyStore(storeId))) return undefined;
      const name = normalizeOrderName(orderName);
      const digits = /^#(\d+)$/.exec(name)?.[1];
      const query = digits ? `name:${digits}` : `name:"${name.replace(/"/g, '')}"`;
      const { orders } = await admin.graphql<{ orders: { nodes: ShopifyOrder[] } }>(storeId, FIND_ORDER, { query });
      const want = email.trim().toLowerCase();
      const match = orders.nodes.find((o) => o.name === name && (o.email ?? '').trim().toLowerCase() === want);
      if (!match || !want) return null;
      const id = await mirror(storeId, match);
      return getOrderSummary(database, storeId, id);
    },

    async applyAction({ storeId, externalId, payload, amountCents, currency, idempotencyKey }) {
      if (!(await deps.isShopifyStore(storeId))) return false;
      const p: OrderActionPayload = payload;
      if (p.action === 'refund') {
        const order = await fetchOrder(storeId, externalId);
        if (!order) throw new AppError('not_found', 'Shopify no longer has this order.');
        const parent = order.transactions?.find((t) => (t.kind === 'SALE' || t.kind === 'CAPTURE') && t.status === 'SUCCESS');
        const input = {
          orderId: externalId, notify: true, note: p.reason ?? 'Refund approved in Aisle',
          refundLineItems: p.lines.filter((l) => l.quantity > 0).map((l) => ({ lineItemId: l.line_id, quantity: l.quantity, restockType: 'NO_RESTOCK' })),
          ...(p.whole_order ? { shipping: { fullRefund: true } } : {}),
          transactions: amountCents > 0 && parent ? [{ orderId: externalId, parentId: parent.id, gateway: parent.gateway, kind: 'REFUND', amount: decimal(amountCents, currency) }] : [],
        };
        const { refundCreate } = await admin.graphql<{ refundCreate: { refund: { id: string } | null; userErrors: { message: string }[] } }>(storeId, REFUND, { input, key: idempotencyKey });
        userErrors(refundCreate.userErrors);
      } else if (p.action === 'cancel_order') {
        const order = await fetchOrder(storeId, externalId);
        if (!order) throw new AppError('not_found', 'Shopify no longer has this order.');
        if (!order.cancelledAt) {
          const { orderCancel } = await admin.graphql<{ orderCancel: { orderCancelUserErrors: { message: string }[] } }>(storeId, CANCEL, { orderId: externalId, refund: amountCents > 0, note: `Cancelled through Aisle (approval ${idempotencyKey.slice(0, 80)})` });
          userErrors(orderCancel.orderCancelUserErrors);
        }
      } else {
        const a = p.address;
        const country = a.country.trim().toUpperCase();
        if (!/^[A-Z]{2}$/.test(country)) throw new AppError('conflict', 'Shopify needs the two-letter country code of the new address.');
        const [firstName, ...rest] = (a.name ?? '').trim().split(/\s+/);
        const { orderUpdate } = await admin.graphql<{ orderUpdate: { userErrors: { message: string }[] } }>(storeId, UPDATE_ADDRESS, { input: {
          id: externalId, shippingAddress: {
            ...(firstName ? { firstName } : {}), ...(rest.length ? { lastName: rest.join(' ') } : {}), address1: a.line1, ...(a.line2 ? { address2: a.line2 } : {}),
            city: a.city, ...(a.region ? { provinceCode: a.region } : {}), zip: a.postal_code, countryCode: country,
          },
        } });
        userErrors(orderUpdate.userErrors);
      }
      return true;
    },

    async refreshOrder(storeId, orderId) {
      if (!(await deps.isShopifyStore(storeId))) return;
      const gid = await getOrderExternalId(database, storeId, orderId);
      if (!gid?.startsWith('gid://shopify/Order/')) return;
      const o = await fetchOrder(storeId, gid);
      if (o) await mirror(storeId, o);
    },

    async refreshMirrored(storeId, orderGid) {
      if (!(await findOrderIdByExternalId(database, storeId, orderGid))) return false;
      const o = await fetchOrder(storeId, orderGid);
      if (o) await mirror(storeId, o);
      return true;
    },
  };
}
