/** The read-only admin: token gate, conversation list, transcript and run trees. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchConversations, getToken, setToken, type ConversationItem } from './api.ts';
import { ConversationView } from './conversation-view.tsx';
import { formatRelative } from './format.ts';

/** Conversation id from the URL (/admin/conversations/<id>), or null. */
function idFromPath(): string | null {
  const m = location.pathname.match(/^\/admin\/conversations\/([0-9a-f-]{36})\/?$/i);
  return m ? m[1]! : null;
}

function TokenForm({ error, onToken }: { error: string | null; onToken: (t: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      className="token-form card"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onToken(value.trim());
      }}
    >
      <h1>Aisle admin</h1>
      <p className="muted">Paste the admin token that <code>npm start</code> printed. It is kept in this tab only.</p>
      <label htmlFor="token">Admin token</label>
      <input id="token" type="password" autoComplete="off" autoFocus value={value} onChange={(e) => setValue(e.target.value)} />
      {error && <p className="error-text">{error}</p>}
      <button type="submit" className="primary">Open admin</button>
    </form>
  );
}

/** Root component. */
export function App() {
  const [token, setTokenState] = useState<string | null>(getToken());
  const [authError, setAuthError] = useState<string | null>(null);
  const [items, setItems] = useState<ConversationItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(idFromPath());

  const onAuthFailure = useCallback((err: unknown) => {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
      setToken(null);
      setTokenState(null);
      setAuthError('That token was not accepted. Paste the current admin token.');
      return true;
    }
    return false;
  }, []);

  const load = useCallback(async (before?: string) => {
    setLoading(true);
    setListError(null);
    try {
      const { conversations } = await fetchConversations(before);
      setItems((prev) => (before ? [...prev, ...conversations] : conversations));
      setHasMore(conversations.length === 50);
    } catch (err) {
      if (!onAuthFailure(err)) setListError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }, [onAuthFailure]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  useEffect(() => {
    const onPop = () => setSelected(idFromPath());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const open = (id: string) => {
    history.pushState(null, '', `/admin/conversations/${id}`);
    setSelected(id);
  };

  if (!token) {
    return (
      <TokenForm
        error={authError}
        onToken={(t) => {
          setToken(t);
          setAuthError(null);
          setTokenState(t);
        }}
      />
    );
  }

  return (
    <div className="layout">
      <header className="topbar">
        <strong>Aisle</strong>
        <span className="muted">Conversations &amp; traces (read-only)</span>
        <span className="spacer" />
        <button type="button" onClick={() => void load()} disabled={loading}>Refresh</button>
        <button
          type="button"
          onClick={() => {
            setToken(null);
            setTokenState(null);
          }}
        >
          Sign out
        </button>
      </header>
      <nav className="sidebar" aria-label="Conversations">
        {listError && <p className="error-text pad">{listError}</p>}
        {!loading && items.length === 0 && !listError && <p className="muted pad">No conversations yet.</p>}
        <ul className="conv-list">
          {items.map((c) => (
            <li key={c.id}>
              <button type="button" className={`conv-item${c.id === selected ? ' selected' : ''}`} onClick={() => open(c.id)}>
                <span className="conv-top">
                  <span className={`status status-${c.status}`}>{c.status.replace('_', ' ')}</span>
                  <span className="muted small" title={new Date(c.last_message_at).toLocaleString()}>{formatRelative(c.last_message_at)}</span>
                </span>
                <span className="conv-preview">{c.preview || <em className="muted">(no shopper message)</em>}</span>
                <span className="muted small">{c.message_count} messages</span>
              </button>
            </li>
          ))}
        </ul>
        {hasMore && (
          <button type="button" className="load-more" disabled={loading} onClick={() => void load(items.at(-1)?.last_message_at)}>
            {loading ? 'Loading…' : 'Load older'}
          </button>
        )}
      </nav>
      <main className="content">
        {selected ? <ConversationView key={selected} id={selected} onAuthFailure={onAuthFailure} /> : <p className="muted pad">Pick a conversation to see its transcript and the agent's runs.</p>}
      </main>
    </div>
  );
}
