/**
 * The signed-in admin: Polaris Frame with the TopBar (store name, user menu: Account, Sign out), the Navigation
 * built from the route table (filtered by the staff role and the store's platform), and the screens under a Suspense
 * spinner and an error boundary. Unknown paths show an EmptyState.
 *
 * Embedded in Shopify's admin ({@link appBridge}) Shopify already shows the shop, the signed-in person and the app's
 * name around the iframe, so the Frame has no TopBar and no Navigation of its own: the same entries go to App Bridge's
 * `<ui-nav-menu>` (Shopify renders them in its sidebar under the app; nested entries are not supported there, so
 * sub-items are listed flat). App Bridge navigates by clicking the menu's anchors, which are React Router links here.
 * Source: https://shopify.dev/docs/api/app-bridge-library/react-components/navmenu
 */
import { Frame, Navigation, Text, TopBar, type SubNavigationItem } from '@shopify/polaris';
import { ExitIcon, PersonIcon } from '@shopify/polaris-icons';
import { Suspense, useCallback, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { appBridge, roleAtLeast, signOut, type Session } from '../api.ts';
import { routes, type ScreenRoute } from '../routes.tsx';
import { ScreenErrorBoundary } from './error-boundary.tsx';
import { NoAccessPage, NotFoundPage, PageSpinner } from './pages.tsx';

/** Initials for the avatar ("Demo Owner" → "DO"). */
function initialsOf(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/** Screens of this store's platform (a `platform` screen only for stores on that platform). */
export function screensFor(platform: Session['store']['platform'], table: ScreenRoute[] = routes): ScreenRoute[] {
  return table.filter((r) => !r.platform || r.platform === platform);
}

/** Navigation entries the role may see: top-level items with their sub-items (`parent`). */
export function navItems(role: Session['staff']['role'], table: ScreenRoute[] = routes) {
  const visible = table.filter((r) => r.nav && roleAtLeast(role, r.minRole));
  return visible.filter((r) => !r.parent).map((r) => ({
    url: r.path, label: r.label, icon: r.icon,
    subNavigationItems: visible.filter((s) => s.parent === r.path).map((s): SubNavigationItem => ({ url: s.path, label: s.label })),
  }));
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** App Bridge's navigation menu (custom element defined by app-bridge.js). */
      'ui-nav-menu': React.HTMLAttributes<HTMLElement>;
    }
  }
}

/** App Bridge's sidebar menu: the home entry first (`rel="home"`, not shown as a link), then every entry flat. */
function ShopifyNavMenu({ items }: { items: ReturnType<typeof navItems> }) {
  const flat = items.flatMap((i) => [{ url: i.url, label: i.label }, ...(i.subNavigationItems ?? []).map((s) => ({ url: s.url, label: s.label }))]);
  return (
    <ui-nav-menu>
      <Link to="/" rel="home">Aisle</Link>
      {flat.map((i) => <Link key={i.url} to={i.url}>{i.label}</Link>)}
    </ui-nav-menu>
  );
}

/** The Frame around every signed-in screen. */
export function AdminFrame({ session }: { session: Session }) {
  const location = useLocation();
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const [mobileNav, setMobileNav] = useState(false);
  const toggleMobileNav = useCallback(() => setMobileNav((v) => !v), []);
  const screens = screensFor(session.store.platform);
  const items = navItems(session.staff.role, screens);
  const embedded = appBridge() !== null;
  const home = items[0]?.url ?? '/account';

  const userMenu = (
    <TopBar.UserMenu
      name={session.staff.name}
      detail={session.staff.email}
      initials={initialsOf(session.staff.name)}
      open={userMenuOpen}
      onToggle={() => setUserMenuOpen((v) => !v)}
      actions={[{
        items: [
          { content: 'Account', icon: PersonIcon, url: '/account', onAction: () => setUserMenuOpen(false) },
          { content: 'Sign out', icon: ExitIcon, onAction: () => void signOut() },
        ],
      }]}
    />
  );
  const storeName = (
    <div className="shell-store">
      <Text as="span" variant="headingMd" tone="text-inverse">{session.store.name}</Text>
      <Text as="span" variant="bodySm" tone="text-inverse-secondary">Aisle</Text>
    </div>
  );

  const screensView = (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<Navigate to={home} replace />} />
          {screens.map((r) => (
            <Route key={r.path} path={`${r.path}/*`} element={roleAtLeast(session.staff.role, r.minRole) ? <r.element /> : <NoAccessPage minRole={r.minRole} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
  if (embedded) {
    return (
      <Frame>
        <ShopifyNavMenu items={items} />
        {screensView}
      </Frame>
    );
  }
  return (
    <Frame
      topBar={<TopBar showNavigationToggle userMenu={userMenu} contextControl={storeName} onNavigationToggle={toggleMobileNav} />}
      navigation={(
        <Navigation location={location.pathname}>
          <Navigation.Section items={items.map((i) => ({ ...i, onClick: () => setMobileNav(false) }))} />
        </Navigation>
      )}
      showMobileNavigation={mobileNav}
      onNavigationDismiss={toggleMobileNav}
    >
      {screensView}
    </Frame>
  );
}
