/**
 * The demo storefront page (`GET /demo/:store`): a plain server-rendered shop page whose product
 * grid is filled client-side from the public storefront search
 * (`GET /api/v1/storefront/{store}/products?q=&limit=24`), with the Aisle widget embedded
 * exactly as a merchant embeds it. The inline script builds the grid with DOM APIs and
 * `textContent` only (no HTML from data).
 */

/** Escape text for HTML element content and double-quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Inputs: store handle (untrusted, from the URL), this host's origin, and the CSP nonce. */
export type DemoPageInput = { store: string; origin: string; nonce: string };

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 Georgia,"Times New Roman",serif;color:#222;background:#f7f4ef}
header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:18px 32px;background:#2d2a26;color:#f7f4ef}
header h1{margin:0;font-size:26px;letter-spacing:.5px}
header nav{display:flex;gap:18px;font:14px system-ui,sans-serif}
header nav a{color:#f7f4ef}
form{display:flex;gap:8px;padding:24px 32px 0;max-width:720px}
input[type=search]{flex:1;padding:10px 14px;font:16px system-ui,sans-serif;border:1px solid #8b857c;border-radius:6px;background:#fff}
button{padding:10px 18px;font:15px system-ui,sans-serif;border:0;border-radius:6px;background:#2d2a26;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
#checkout{margin:16px 32px 0;padding:12px 16px;border-radius:8px;font:15px system-ui,sans-serif;background:#e6f4ea;color:#14532d}
#checkout.cancel{background:#fdf3e1;color:#6b4500}
#status{padding:8px 32px 0;font:14px system-ui,sans-serif;color:#555;min-height:1.5em}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:20px;padding:16px 32px 96px}
.card{background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.12);display:flex;flex-direction:column}
.card img,.ph{width:100%;aspect-ratio:1;object-fit:cover;background:#e8e3da;display:block}
.ph{display:grid;place-items:center;color:#5c574f;font:13px system-ui,sans-serif}
.card .b{padding:10px 12px 14px;display:flex;flex-direction:column;gap:2px}
.card h2{font-size:16px;margin:0;line-height:1.3}
.card .v{font:12px system-ui,sans-serif;color:#666;text-transform:uppercase;letter-spacing:.5px}
.card .p{font:600 15px system-ui,sans-serif}
.card .r{font:13px system-ui,sans-serif;color:#555}
.card .s{color:#b25e00}
.card a{color:inherit;text-decoration:none}
.card a:hover h2{text-decoration:underline}
@media (max-width:480px){header,form,#status,main{padding-left:16px;padding-right:16px}main{grid-template-columns:repeat(2,1fr);gap:12px}}
`;

/** Client script: search, grid rendering, image placeholders. Reads the store from body[data-store]. */
const SCRIPT = `
(() => {
  const store = document.body.dataset.store;
  const grid = document.getElementById('grid');
  const status = document.getElementById('status');
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
  const safe = (u) => { try { const x = new URL(u, location.href); return /^https?:$/.test(x.protocol) ? x.href : null; } catch { return null; } };
  const placeholder = () => el('div', 'ph', 'No image');
  fetch('/api/v1/widget/stores/' + encodeURIComponent(store) + '/config')
    .then((r) => (r.ok ? r.json() : null))
    .then((c) => { if (c && c.store && c.store.name) { document.getElementById('name').textContent = c.store.name; document.title = c.store.name; } })
    .catch(() => {});
  const card = (p) => {
    const li = el('article', 'card');
    const url = safe(p.url);
    const a = url ? el('a') : el('div');
    if (url) { a.href = url; a.target = '_blank'; a.rel = 'noopener noreferrer'; }
    const img = safe(p.imageUrl);
    if (img) {
      const i = el('img');
      i.alt = p.title; i.loading = 'lazy'; i.src = img;
      i.addEventListener('error', () => i.replaceWith(placeholder()), { once: true });
      a.append(i);
    } else a.append(placeholder());
    const b = el('div', 'b');
    if (p.vendor) b.append(el('span', 'v', p.vendor));
    b.append(el('h2', null, p.title));
    b.append(el('span', 'p', p.priceCents == null || !p.priceText ? 'Price not listed' : p.priceText));
    if (p.rating != null) {
      const r = el('span', 'r');
      const n = Math.round(p.rating);
      const s = el('span', 's', '\\u2605'.repeat(n) + '\\u2606'.repeat(5 - n));
      s.setAttribute('aria-hidden', 'true');
      r.append(s, ' ' + p.rating.toFixed(1) + (p.ratingCount != null ? ' (' + p.ratingCount + ')' : ''));
      r.setAttribute('aria-label', p.rating.toFixed(1) + ' out of 5 stars' + (p.ratingCount != null ? ', ' + p.ratingCount + ' reviews' : ''));
      b.append(r);
    }
    a.append(b);
    li.append(a);
    return li;
  };
  let seq = 0;
  const search = (q) => {
    const mine = ++seq;
    status.textContent = 'Loading…';
    fetch('/api/v1/storefront/' + encodeURIComponent(store) + '/products?limit=24&q=' + encodeURIComponent(q))
      .then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then((d) => {
        if (mine !== seq) return;
        grid.replaceChildren(...d.products.map(card));
        status.textContent = d.products.length ? (q ? d.total + ' results for \\u201c' + q + '\\u201d' + (d.closest ? ' (closest matches)' : '') : '') : 'No products found.';
      })
      .catch(() => { if (mine === seq) status.textContent = 'The catalog could not be loaded. Please try again.'; });
  };
  // Back from the payment page (success/cancel URLs of the checkout): say so. Text only, never HTML.
  const back = new URLSearchParams(location.search);
  const done = back.get('checkout');
  if (done === 'success' || done === 'cancel') {
    const note = document.getElementById('checkout');
    note.hidden = false;
    note.className = done;
    const order = (back.get('order') || '').replace(/[^#0-9A-Za-z-]/g, '').slice(0, 20);
    note.textContent = done === 'success' ? 'Thank you! Your order ' + (order ? order + ' ' : '') + 'is confirmed.' : 'Checkout cancelled — your cart is still in the chat.';
  }
  document.getElementById('search').addEventListener('submit', (e) => { e.preventDefault(); search(document.getElementById('q').value.trim()); });
  search('');
})();
`;

/** Render the demo page. The store handle is HTML-escaped everywhere it appears. */
export function renderDemoPage({ store, origin, nonce }: DemoPageInput): string {
  const s = escapeHtml(store);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s} — demo store</title>
<style>${CSS}</style>
</head>
<body data-store="${s}">
<header>
<h1 id="name">${s}</h1>
<nav aria-label="Store"><a href="#">New in</a><a href="#">Women</a><a href="#">Men</a><a href="#">Sale</a></nav>
</header>
<form id="search" role="search">
<label for="q" style="position:absolute;left:-9999px">Search products</label>
<input id="q" type="search" placeholder="Search products" autocomplete="off">
<button type="submit">Search</button>
</form>
<p id="checkout" role="status" hidden></p>
<p id="status" role="status"></p>
<main id="grid" aria-label="Products"></main>
<script nonce="${escapeHtml(nonce)}">${SCRIPT}</script>
<script src="${escapeHtml(origin)}/widget.js" data-store="${s}" async></script>
</body>
</html>`;
}
