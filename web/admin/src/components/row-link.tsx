/**
 * Table rows that open something (traces, products, approvals): `LinkRow` is the IndexTable row and `RowLink`, in
 * one of its cells, its primary link — a React Router `Link` marked `data-primary-link`, so keyboard users reach it
 * by Tab and open it with Enter (WCAG 2.1.1), it navigates client-side under the /admin basename, carries router
 * state (the traces list's filters), and Ctrl/⌘-click on it opens a new tab.
 *
 * A click anywhere on the row is forwarded to that link by the row's `onClick`. Polaris's own forwarding (it
 * finds `[data-primary-link]` through a ref) is not relied on: it installs its click handler only on a render after
 * the row mounted, so a row that mounts with its data and never re-renders ignores the click, and a click on the
 * link itself would be followed twice (once by the link, once more through the row).
 */
import { IndexTable } from '@shopify/polaris';
import { createContext, type MouseEvent, type ReactNode, type RefObject, useContext, useRef } from 'react';
import { Link } from 'react-router';
import './row-link.css';

const RowLinkContext = createContext<RefObject<HTMLAnchorElement> | null>(null);

/** Props of `LinkRow`: the IndexTable row's `id` and `position` (0-based index), its cells as `children`. */
export type LinkRowProps = { id: string; position: number; children: ReactNode };

/** An IndexTable row (of a non-selectable table) that follows its `RowLink` when clicked anywhere. */
export function LinkRow({ id, position, children }: LinkRowProps) {
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <RowLinkContext.Provider value={link}>
      <IndexTable.Row id={id} position={position} onClick={() => link.current?.click()}>{children}</IndexTable.Row>
    </RowLinkContext.Provider>
  );
}

/** Props of `RowLink`: `to` (an admin path, e.g. `/traces/<id>`), optional router `state`, the visible label. */
export type RowLinkProps = { to: string; state?: unknown; children: ReactNode };

/** The primary link of a `LinkRow`: the row's text colour, underlined on hover, a visible focus ring. */
export function RowLink({ to, state, children }: RowLinkProps) {
  const ref = useContext(RowLinkContext);
  // The row forwards its clicks here; a click on the link itself must not bubble to the row and be followed twice.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return <Link ref={ref ?? undefined} to={to} state={state} className="row-link" data-primary-link onClick={stop}>{children}</Link>;
}
