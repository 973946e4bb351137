/**
 * A customer's orders for privacy requests (Shopify `customers/data_request`, `customers/redact`). Orders are
 * mirrors of the platform's; on redaction they are anonymised rather than deleted (the ledger of what Aisle did to
 * them stays): the email and name are cleared, the shipping address dropped, and the customer row deleted. Scoped
 * to one store.
 */
import type { Database } from '../db/index.ts';

/** The placeholder a redacted order's email becomes. */
export const REDACTED_EMAIL = 'redacted@redacted.invalid';

/** A customer's orders (and their ledger rows) as stored, for a data export. */
export async function exportCustomerOrders(database: Database, storeId: string, email: string): Promise<{ orders: Record<string, unknown>[]; actions: Record<string, unknown>[] }> {
  const o = await database.pool.query('SELECT * FROM orders WHERE store_id = $1 AND lower(customer_email) = lower($2) ORDER BY created_at', [storeId, email.trim()]);
  const ids = o.rows.map((r: { id: string }) => r.id);
  const a = ids.length ? await database.pool.query('SELECT * FROM order_actions WHERE store_id = $1 AND order_id = ANY($2::uuid[]) ORDER BY created_at', [storeId, ids]) : { rows: [] };
  return { orders: o.rows, actions: a.rows };
}

/** Names recorded for a customer (the customers rows of that email; platform mirrors fill them). */
export async function customerNames(database: Database, storeId: string, email: string): Promise<string[]> {
  const res = await database.pool.query<{ name: string }>("SELECT DISTINCT name FROM customers WHERE store_id = $1 AND lower(email) = lower($2) AND name <> ''", [storeId, email.trim()]);
  return res.rows.map((r) => r.name);
}

/** Ids of a customer's orders (by email). */
export async function customerOrderIds(database: Database, storeId: string, email: string): Promise<string[]> {
  const res = await database.pool.query<{ id: string }>('SELECT id FROM orders WHERE store_id = $1 AND lower(customer_email) = lower($2)', [storeId, email.trim()]);
  return res.rows.map((r) => r.id);
}

/**
 * Anonymise a customer's orders: email → {@link REDACTED_EMAIL}, no customer, no shipping address, ledger details
 * cleared (they can hold addresses); the customer row deleted. Returns the number of orders changed.
 */
export async function redactCustomerOrders(database: Database, storeId: string, email: string): Promise<number> {
  const ids = await customerOrderIds(database, storeId, email);
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    if (ids.length) {
      await client.query(`UPDATE orders SET customer_email = $3, customer_id = NULL, shipping_address = NULL WHERE store_id = $1 AND id = ANY($2::uuid[])`, [storeId, ids, REDACTED_EMAIL]);
      await client.query(`UPDATE order_actions SET details = '{}'::jsonb WHERE store_id = $1 AND order_id = ANY($2::uuid[])`, [storeId, ids]);
    }
    await client.query('DELETE FROM customers WHERE store_id = $1 AND lower(email) = lower($2)', [storeId, email.trim()]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return ids.length;
}
