/**
 * The admin's route table — ONE LINE PER SCREEN.
 *
 * Contract (read before adding a line):
 * - A screen lives in `screens/<name>/index.tsx` and `export default`s its component; `element` lazy-imports it,
 *   so every screen is its own chunk and stays out of the first-load JS (budget in scripts/build-admin.ts).
 * - `path` is the screen's base path under `/admin` (BrowserRouter basename), e.g. `/inbox`. The shell mounts it
 *   at `path/*`, so the screen owns every sub-path: use nested `<Routes>` or `useParams()['*']` inside it
 *   (`/inbox/:id` needs no extra line). A more specific line (`/settings/staff`) wins over `/settings`.
 * - `minRole`: the lowest staff role that may open it (viewer < agent < owner, PRODUCT.md §6). Navigation hides
 *   what the role may not open; a direct URL shows a "needs the X role" banner. The server checks roles anyway.
 * - `nav: true` shows it in the left Navigation in table order, with `label` and `icon: icons.XxxIcon`
 *   (@shopify/polaris-icons as a namespace, so a new line needs no import edit; unused icons are tree-shaken).
 *   `parent: '/settings'` makes it a sub-item of that entry (shown when the parent is open).
 * - `platform: 'shopify'`: only for stores of that platform (hidden in Navigation, not found by URL, elsewhere).
 * - Home (`/admin`) opens the first `nav` entry the role may see.
 * - Inside a screen: `api` + TanStack Query hooks from `../../api.ts`, Polaris `Page` at the top; errors thrown
 *   while rendering are caught by the shell and shown as a Banner.
 */
import type { IconSource } from '@shopify/polaris';
import * as icons from '@shopify/polaris-icons';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from './api.ts';

/** One screen of the signed-in admin (see the contract above). */
export type ScreenRoute = {
  path: string;
  label: string;
  icon?: IconSource;
  minRole: StaffRole;
  element: LazyExoticComponent<ComponentType>;
  nav: boolean;
  parent?: string;
  platform?: 'shopify';
};

/** The signed-in screens, in Navigation order. */
export const routes: ScreenRoute[] = [
  { path: '/overview', label: 'Overview', icon: icons.HomeIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/overview/index.tsx')) },
  { path: '/inbox', label: 'Inbox', icon: icons.ChatIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/inbox/index.tsx')) },
  { path: '/conversations', label: 'Conversations', minRole: 'viewer', nav: false, element: lazy(() => import('./screens/conversations/index.tsx')) },
  { path: '/approvals', label: 'Approvals', icon: icons.CheckCircleIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/approvals/index.tsx')) },
  { path: '/traces', label: 'Traces', icon: icons.ChartHorizontalIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/traces/index.tsx')) },
  { path: '/catalog', label: 'Catalog', icon: icons.ProductIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/catalog/index.tsx')) },
  { path: '/knowledge', label: 'Knowledge', icon: icons.BookOpenIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/knowledge/index.tsx')) },
  { path: '/settings/events', label: 'Event destinations', icon: icons.ConnectIcon, minRole: 'agent', nav: true, parent: '/settings', element: lazy(() => import('./screens/settings-events/index.tsx')) },
  { path: '/settings/test-agent', label: 'Test agent', icon: icons.PlayCircleIcon, minRole: 'viewer', nav: true, parent: '/settings', element: lazy(() => import('./screens/test-agent/index.tsx')) },
  { path: '/settings/integrations', label: 'Integrations', icon: icons.AppsIcon, minRole: 'viewer', nav: true, parent: '/settings', element: lazy(() => import('./screens/settings-integrations/index.tsx')) },
  { path: '/settings', label: 'Settings', icon: icons.SettingsIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/settings/index.tsx')) },
  { path: '/shopify', label: 'Shopify', icon: icons.StoreIcon, minRole: 'viewer', nav: true, platform: 'shopify', element: lazy(() => import('./screens/shopify/index.tsx')) },
  { path: '/billing', label: 'Billing', icon: icons.CreditCardIcon, minRole: 'viewer', nav: true, element: lazy(() => import('./screens/billing/index.tsx')) },
  { path: '/staff', label: 'Staff', icon: icons.TeamIcon, minRole: 'owner', nav: true, element: lazy(() => import('./screens/staff/index.tsx')) },
  { path: '/account', label: 'Account', icon: icons.PersonIcon, minRole: 'viewer', nav: false, element: lazy(() => import('./screens/account/index.tsx')) },
];

/** Screens shown without a session (outside the Frame). */
export const publicRoutes: { path: string; element: LazyExoticComponent<ComponentType> }[] = [
  { path: '/signin', element: lazy(() => import('./screens/signin/index.tsx')) },
  { path: '/signup', element: lazy(() => import('./screens/signup/index.tsx')) },
  { path: '/invite/:token', element: lazy(() => import('./screens/invite/index.tsx')) },
];
