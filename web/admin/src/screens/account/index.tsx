/** /admin/account: your name (PATCH /api/v1/auth/profile) and password (POST /api/v1/auth/password). */
import { Banner, BlockStack, Button, Card, Form, FormLayout, InlineStack, Layout, Page, Text, TextField, Toast } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError, errorMessage, queryClient, SESSION_KEY, useStaffSession, type Session } from '../../api.ts';
import { fieldError, PASSWORD_MIN } from '../../components/auth-layout.tsx';

function ProfileCard({ session, onSaved }: { session: Session; onSaved: (msg: string) => void }) {
  const [name, setName] = useState(session.staff.name);
  const save = useMutation({
    mutationFn: () => api.patch<Session>('/api/v1/auth/profile', { name }),
    onSuccess: (s) => {
      queryClient.setQueryData(SESSION_KEY, s);
      onSaved('Name saved');
    },
  });
  const trimmed = name.trim();
  return (
    <Card>
      <Form onSubmit={() => save.mutate()}>
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">Profile</Text>
          {save.isError && !fieldError(save.error, 'name') && <Banner tone="critical">{errorMessage(save.error)}</Banner>}
          <FormLayout>
            <TextField label="Email" value={session.staff.email} disabled autoComplete="username" helpText="You sign in with this address." />
            <TextField label="Name" value={name} onChange={setName} autoComplete="name" maxLength={80} error={fieldError(save.error, 'name')} />
          </FormLayout>
          <InlineStack align="end">
            <Button submit variant="primary" loading={save.isPending} disabled={!trimmed || trimmed === session.staff.name}>Save</Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}

function PasswordCard({ onSaved }: { onSaved: (msg: string) => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const change = useMutation({
    mutationFn: () => api.post('/api/v1/auth/password', { current_password: current, new_password: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirm('');
      onSaved('Password changed. Your other sessions were signed out.');
    },
  });
  const err = change.error;
  const wrongCurrent = err instanceof ApiError && err.status === 401 ? 'This is not your current password' : fieldError(err, 'current_password');
  const mismatch = confirm !== '' && confirm !== next ? 'The passwords do not match' : undefined;
  const tooShort = next !== '' && next.length < PASSWORD_MIN ? `Use at least ${PASSWORD_MIN} characters` : undefined;
  const top = err && !wrongCurrent && !fieldError(err, 'new_password');
  return (
    <Card>
      <Form onSubmit={() => { if (!mismatch && !tooShort) change.mutate(); }}>
        <BlockStack gap="400">
          <Text as="h2" variant="headingMd">Password</Text>
          {top && <Banner tone="critical">{errorMessage(err)}</Banner>}
          <FormLayout>
            <TextField label="Current password" type="password" value={current} onChange={setCurrent} autoComplete="current-password" error={wrongCurrent} />
            <TextField
              label="New password" type="password" value={next} onChange={setNext} autoComplete="new-password"
              helpText={`At least ${PASSWORD_MIN} characters. Other sessions end when you change it.`} error={tooShort ?? fieldError(err, 'new_password')}
            />
            <TextField label="Confirm new password" type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={mismatch} />
          </FormLayout>
          <InlineStack align="end">
            <Button submit variant="primary" loading={change.isPending} disabled={!current || !next || !confirm || !!mismatch || !!tooShort}>Change password</Button>
          </InlineStack>
        </BlockStack>
      </Form>
    </Card>
  );
}

/** The account screen. */
export default function AccountScreen() {
  const session = useStaffSession();
  const [toast, setToast] = useState<string | null>(null);
  return (
    <Page title="Account">
      <Layout>
        <Layout.AnnotatedSection title="Your details" description={`${session.staff.role.charAt(0).toUpperCase()}${session.staff.role.slice(1)} of ${session.store.name}.`}>
          <ProfileCard key={session.staff.name} session={session} onSaved={setToast} />
        </Layout.AnnotatedSection>
        <Layout.AnnotatedSection title="Security" description="Sign-in attempts are limited; sessions are kept on the server and end when you sign out.">
          <PasswordCard onSaved={setToast} />
        </Layout.AnnotatedSection>
      </Layout>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}
