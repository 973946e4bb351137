/**
 * Root of the admin SPA: TanStack Query, React Router (basename /admin), Polaris AppProvider (English), the
 * public screens (sign-in, sign-up, invitation) and the signed-in Frame. A missing session → sign-in, which
 * returns to the page that was asked for.
 */
import { AppProvider, Banner, Box, Button, Page } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json' with { type: 'json' };
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { appBridge, errorMessage, queryClient, type SignInState, useSession, wasSignedOutByUser } from './api.ts';
import { publicRoutes } from './routes.tsx';
import { ScreenErrorBoundary } from './shell/error-boundary.tsx';
import { AdminFrame } from './shell/frame.tsx';
import { RouterLink } from './shell/link.tsx';
import { PageSpinner } from './shell/pages.tsx';

/** The Frame when signed in; sign-in (remembering this path) when not. */
function SignedIn() {
  const location = useLocation();
  const session = useSession();
  if (session.isPending) return <PageSpinner label="Checking your session" />;
  if (session.isError) {
    return (
      <Page narrowWidth>
        <Box paddingBlockStart="1600">
          <Banner tone="critical" title="Aisle could not be reached">
            <p>{errorMessage(session.error)}</p>
            <Box paddingBlockStart="200"><Button onClick={() => void session.refetch()}>Try again</Button></Box>
          </Banner>
        </Box>
      </Page>
    );
  }
  if (!session.data) {
    if (appBridge()) {
      // Embedded in Shopify's admin there is no sign-in page: Shopify signs the merchant in.
      return (
        <Page narrowWidth>
          <Box paddingBlockStart="1600">
            <Banner tone="warning" title="Shopify did not confirm who you are">
              <p>Reload Aisle from your Shopify admin (Apps → Aisle).</p>
              <Box paddingBlockStart="200"><Button onClick={() => void session.refetch()}>Try again</Button></Box>
            </Banner>
          </Box>
        </Page>
      );
    }
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/signin" replace state={from === '/' || wasSignedOutByUser() ? null : ({ from } satisfies SignInState)} />;
  }
  return <AdminFrame session={session.data} />;
}

/** Public screens (no Frame) under the same spinner and error boundary. */
function PublicScreen({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}

/** The admin app. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <AppProvider i18n={en} linkComponent={RouterLink}>
          <Routes>
            {publicRoutes.map((r) => <Route key={r.path} path={r.path} element={<PublicScreen><r.element /></PublicScreen>} />)}
            <Route path="*" element={<SignedIn />} />
          </Routes>
        </AppProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
