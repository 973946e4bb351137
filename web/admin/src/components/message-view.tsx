/**
 * A transcript message with its grounded parts rendered as small cards. Shopper text is plain React text; agent,
 * staff and system messages show the server's `html` (Markdown rendered by marked and cleaned by sanitize-html with
 * an allow-list in src/conversations/markdown.ts) — model text itself is never inserted as HTML.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Message, Part } from './conversation-types.ts';
import { formatTime } from '../format.ts';

/** A product card's product (the server's grounded ProductSummary). */
type Product = Extract<Part, { type: 'product' }>['product'];
/** An order card's order (the server's OrderSummary). */
type Order = Extract<Part, { type: 'order' }>['order'];

/** Only http(s) links are followed. */
function safeHref(url: unknown): string | undefined {
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}

function ProductCard({ product, closest }: { product: Product; closest?: boolean }) {
  const href = safeHref(product.url);
  const img = safeHref(product.imageUrl);
  const [broken, setBroken] = useState(false);
  return (
    <div className="part-card product-card">
      {img && !broken ? <img src={img} alt="" loading="lazy" onError={() => setBroken(true)} /> : <div className="img-placeholder" />}
      <div>
        <div className="part-title">{href ? <a href={href} target="_blank" rel="noreferrer noopener">{product.title}</a> : product.title}</div>
        <div className="muted small">{product.vendor}</div>
        <div className="small">
          <strong>{product.priceText}</strong>
          {product.rating != null && <span className="muted"> · ★ {product.rating.toFixed(1)}{product.ratingCount ? ` (${product.ratingCount})` : ''}</span>}
          {product.available === false && <span className="error-text"> · sold out</span>}
          {closest && <span className="muted"> · closest match</span>}
        </div>
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  return (
    <div className="part-card order-card">
      <div className="part-title">Order {order.name} <span className="muted small">{order.totalText}</span></div>
      <div className="small muted">{order.financialStatus} · {order.fulfillmentStatus ?? 'unfulfilled'}{order.createdAt ? ` · ${new Date(order.createdAt).toLocaleDateString()}` : ''}</div>
      {order.lineItems && order.lineItems.length > 0 && (
        <ul className="small">
          {order.lineItems.map((li, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored message's parts never reorder
            <li key={i}>{li.quantity} × {li.title}</li>
          ))}
        </ul>
      )}
      {order.shipments?.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored message's parts never reorder
        <div key={i} className="small">Shipment: {s.carrier} {s.trackingNumber} — {s.status}{s.estimatedDelivery ? `, ETA ${new Date(s.estimatedDelivery).toLocaleDateString()}` : ''}</div>
      ))}
    </div>
  );
}

function PartView({ part }: { part: Part }) {
  switch (part.type) {
    case 'product':
      return <ProductCard product={part.product} closest={part.closest === true} />;
    case 'order':
      return <OrderCard order={part.order} />;
    case 'quick_replies':
      return (
        <div className="chips">
          {part.replies.map((r) => <span key={r} className="chip">{r}</span>)}
        </div>
      );
    case 'handoff':
      return <div className="part-note">Handoff: {String(part.status)}{part.staffAvailable === false ? ' (no staff online)' : ''}</div>;
    case 'notice':
      return <div className="part-note">{String(part.text ?? '')}</div>;
    case 'rating':
      return <div className="part-note">{part.rating === 1 ? 'The shopper rated it helpful' : part.rating === -1 ? 'The shopper rated it not helpful' : 'Asked the shopper for a rating'}</div>;
    default:
      return <pre className="json small">{JSON.stringify(part, null, 2)}</pre>;
  }
}

/**
 * One message: role, time, text (plain), part cards; "show run" when `hasTrace`; on agent messages with a run id,
 * "View trace" opens the trace screen (`/admin/traces/<run id>`; the run id is the trace id).
 */
export function MessageView({ message, hasTrace, onShowTrace }: { message: Message; hasTrace: boolean; onShowTrace: (runId: string) => void }) {
  return (
    <article className={`msg msg-${message.role}`}>
      <header className="msg-head">
        <span className="msg-role">{message.role === 'staff' && message.author ? message.author : message.role}</span>
        <span className="muted small">{formatTime(message.created_at)}</span>
        {hasTrace && message.role !== 'shopper' && (
          <button type="button" className="link small" onClick={() => onShowTrace(message.run_id!)}>show run</button>
        )}
        {message.role === 'agent' && message.run_id && (
          <Link className="link small" to={`/traces/${message.run_id}`}>View trace</Link>
        )}
      </header>
      {message.html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML produced by the server's sanitizer (src/conversations/markdown.ts)
        <div className="msg-text msg-html" dangerouslySetInnerHTML={{ __html: message.html }} />
      ) : message.text && <div className="msg-text">{message.text}</div>}
      {message.parts.length > 0 && (
        <div className="parts">
          {message.parts.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored message's parts never reorder
            <PartView key={i} part={p} />
          ))}
        </div>
      )}
    </article>
  );
}
