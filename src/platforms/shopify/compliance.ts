/**
 * Shopify's mandatory privacy webhooks (https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance).
 *
 * - `customers/data_request`: a JSON export of everything Aisle holds about the customer — conversations and
 *   messages (theirs by email, or mentioning their email or name), orders and the ledger of actions on them,
 *   approvals, traces — stored for the store's owners to download in the admin (Shopify expects the merchant to
 *   hand it over within 30 days).
 * - `customers/redact`: the same conversations deleted with their messages, approvals, carts and checkouts, agent
 *   checkpoints, traces and domain events; orders anonymised (email, name and address removed); earlier exports of
 *   the customer deleted. Afterwards no row holds the customer's email or name (compliance.test.ts scans every table).
 * - `shop/redact` (48 hours after uninstall): the store and everything of it deleted — every table cascades from
 *   the store — plus the rows keyed by it elsewhere (agent checkpoints, rate-limit buckets).
 */
import type { Logger } from '../../shared/logger.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { deleteCustomerApprovals, exportCustomerApprovals } from '../../approvals/index.ts';
import {
  conversationThreadIds, deleteConversations, exportConversations, findCustomerConversations,
} from '../../conversations/index.ts';
import type { Database } from '../../db/index.ts';
import { deleteEventsOfCustomer } from '../../events/index.ts';
import { deleteConversationRuns, exportConversationRuns } from '../../observability/index.ts';
import { customerNames, customerOrderIds, exportCustomerOrders, findOrderIdByExternalId, redactCustomerOrders } from '../../orders/index.ts';
import { AppError } from '../../shared/errors.ts';
import { deleteStore } from '../../stores/index.ts';
import { shopifyDataExports } from './schema.ts';
import type { StoredWebhook, TopicHandler } from './webhooks/process.ts';

/** What the compliance handlers need from outside the database. */
export type ComplianceDeps = {
  database: Database;
  /** Delete agent threads' checkpoints. */
  deleteThreads: (threadIds: string[]) => Promise<void>;
  /** Forget rows keyed by the store outside its tables (rate-limit buckets). */
  forgetStore: (storeId: string) => Promise<void>;
  logger: Logger;
};

/** A data export as the admin lists it (the data itself is downloaded separately). */
export type DataExportView = { id: string; customerEmail: string; dataRequestId: string | null; createdAt: string; downloadedAt: string | null; counts: Record<string, number> };

type CustomerPayload = { customer?: { id?: number; email?: string | null }; orders_requested?: number[]; orders_to_redact?: number[]; data_request?: { id?: number } };

/** The compliance handlers and the export reads. */
export type Compliance = {
  dataRequest: TopicHandler; customerRedact: TopicHandler; shopRedact: TopicHandler;
  listExports: (storeId: string) => Promise<DataExportView[]>;
  /** One export's JSON (marks it downloaded). @throws AppError not_found */
  getExport: (storeId: string, id: string) => Promise<{ customerEmail: string; data: unknown }>;
};

/** Create the compliance handlers. */
export function createCompliance(deps: ComplianceDeps): Compliance {
  const { database } = deps;

  /** Conversations and orders of a customer, found by email, their names, and the orders Shopify named. */
  async function scope(storeId: string, p: CustomerPayload) {
    const email = (p.customer?.email ?? '').trim().toLowerCase();
    const names = email ? await customerNames(database, storeId, email) : [];
    const conversationIds = email ? await findCustomerConversations(database, storeId, [email, ...names]) : [];
    const orderIds = new Set(email ? await customerOrderIds(database, storeId, email) : []);
    for (const n of [...(p.orders_requested ?? []), ...(p.orders_to_redact ?? [])]) {
      const id = await findOrderIdByExternalId(database, storeId, `gid://shopify/Order/${n}`);
      if (id) orderIds.add(id);
    }
    return { email, names, conversationIds, orderIds: [...orderIds] };
  }

  const dataRequest: TopicHandler = async (w: StoredWebhook) => {
    const p = w.payload as CustomerPayload;
    const s = await scope(w.storeId, p);
    if (!s.email) return 'ignored';
    const { conversations, messages } = await exportConversations(database, w.storeId, s.conversationIds);
    const { orders, actions } = await exportCustomerOrders(database, w.storeId, s.email);
    const data = {
      generated_at: new Date().toISOString(), shopify_customer_id: p.customer?.id ?? null, customer_email: s.email, customer_names: s.names,
      data_request_id: p.data_request?.id ?? null,
      conversations, messages, orders, order_actions: actions,
      approvals: await exportCustomerApprovals(database, w.storeId, s.conversationIds, s.orderIds),
      traces: await exportConversationRuns(database, w.storeId, s.conversationIds),
    };
    await database.db.insert(shopifyDataExports).values({ storeId: w.storeId, dataRequestId: p.data_request?.id ? String(p.data_request.id) : null, customerEmail: s.email, data });
    return 'processed';
  };

  const customerRedact: TopicHandler = async (w) => {
    const p = w.payload as CustomerPayload;
    const s = await scope(w.storeId, p);
    if (!s.email && !s.orderIds.length) return 'ignored';
    await deps.deleteThreads(await conversationThreadIds(database, w.storeId, s.conversationIds));
    await deleteConversationRuns(database, w.storeId, s.conversationIds);
    await deleteEventsOfCustomer(database, w.storeId, s.conversationIds, [s.email, ...s.names].filter(Boolean));
    await deleteCustomerApprovals(database, w.storeId, s.conversationIds, s.orderIds);
    await deleteConversations(database, w.storeId, s.conversationIds);
    if (s.email) {
      await redactCustomerOrders(database, w.storeId, s.email);
      await database.db.delete(shopifyDataExports).where(and(eq(shopifyDataExports.storeId, w.storeId), eq(shopifyDataExports.customerEmail, s.email)));
    }
    deps.logger.info({ store_id: w.storeId, conversations: s.conversationIds.length, orders: s.orderIds.length }, 'shopify customer redacted');
    return 'processed';
  };

  const shopRedact: TopicHandler = async (w) => {
    await deps.deleteThreads(await conversationThreadIds(database, w.storeId));
    await deps.forgetStore(w.storeId);
    await deleteStore(database, w.storeId);
    deps.logger.info({ store_id: w.storeId }, 'shopify shop redacted');
    return 'processed';
  };

  return {
    dataRequest, customerRedact, shopRedact,
    async listExports(storeId) {
      const rows = await database.db.select({
        id: shopifyDataExports.id, customerEmail: shopifyDataExports.customerEmail, dataRequestId: shopifyDataExports.dataRequestId,
        createdAt: shopifyDataExports.createdAt, downloadedAt: shopifyDataExports.downloadedAt,
        counts: sql<Record<string, number>>`jsonb_build_object(
          'conversations', jsonb_array_length(${shopifyDataExports.data}->'conversations'), 'messages', jsonb_array_length(${shopifyDataExports.data}->'messages'),
          'orders', jsonb_array_length(${shopifyDataExports.data}->'orders'), 'approvals', jsonb_array_length(${shopifyDataExports.data}->'approvals'),
          'traces', jsonb_array_length(${shopifyDataExports.data}->'traces'))`,
      }).from(shopifyDataExports).where(eq(shopifyDataExports.storeId, storeId)).orderBy(desc(shopifyDataExports.createdAt)).limit(200);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), downloadedAt: r.downloadedAt?.toISOString() ?? null }));
    },
    async getExport(storeId, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('not_found', 'No such export');
      const rows = await database.db.update(shopifyDataExports).set({ downloadedAt: new Date() })
        .where(and(eq(shopifyDataExports.storeId, storeId), eq(shopifyDataExports.id, id)))
        .returning({ customerEmail: shopifyDataExports.customerEmail, data: shopifyDataExports.data });
      if (!rows[0]) throw new AppError('not_found', 'No such export');
      return rows[0];
    },
  };
}
