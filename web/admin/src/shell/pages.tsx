/** Small full-screen states of the shell: loading spinner, not found, missing role. */
import { Banner, Box, EmptyState, Page, Spinner } from '@shopify/polaris';
import type { StaffRole } from '../api.ts';
import { EMPTY_IMAGE } from '../components/empty-image.ts';

/** Centered spinner while a lazy screen or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="shell-spinner" role="status">
      <Spinner accessibilityLabel={label} size="large" />
    </div>
  );
}

/** Unknown route inside the admin. */
export function NotFoundPage() {
  return (
    <Page>
      <EmptyState heading="There's no page at this address" action={{ content: 'Go to the admin home', url: '/' }} image={EMPTY_IMAGE}>
        <p>Check the URL and try again, or use the navigation.</p>
      </EmptyState>
    </Page>
  );
}

/** A screen the staff member's role may not open (the server would answer 403 anyway). */
export function NoAccessPage({ minRole }: { minRole: StaffRole }) {
  return (
    <Page>
      <Box>
        <Banner tone="warning" title="You don't have access to this page">
          <p>It needs the {minRole} role. Ask an owner of the store if you need it.</p>
        </Banner>
      </Box>
    </Page>
  );
}
