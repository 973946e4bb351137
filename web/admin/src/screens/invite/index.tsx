/** /admin/invite/:token: accept an invitation (name + password), which signs the new staff member in. */
import { Banner, Button, Form, FormLayout, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError, errorMessage, setSession, type Session } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { AuthLayout, fieldError, PASSWORD_MIN } from '../../components/auth-layout.tsx';

/** GET /api/v1/auth/invites/{token}. */
type InviteView = ApiResponse<'/api/v1/auth/invites/{token}', 'get'>;

/** The accept-invitation screen. */
export default function InviteScreen() {
  const token = useParams().token!;
  const navigate = useNavigate();
  const invite = useQuery({ queryKey: ['invite', token], queryFn: ({ signal }) => api.get<InviteView>(`/api/v1/auth/invites/${encodeURIComponent(token)}`, signal) });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const accept = useMutation({
    mutationFn: () => api.post<Session>(`/api/v1/auth/invites/${encodeURIComponent(token)}/accept`, { name, password }),
    onSuccess: (s) => {
      setSession(s);
      navigate('/', { replace: true });
    },
  });

  if (invite.isPending) return <AuthLayout title="Join the team"><SkeletonBodyText lines={4} /></AuthLayout>;
  if (invite.isError) {
    const gone = invite.error instanceof ApiError && (invite.error.status === 404 || invite.error.status === 400);
    return (
      <AuthLayout title="This invitation can't be used">
        <Banner tone="warning">{gone ? 'The link is wrong, was already used, or has expired. Ask the store owner for a new invitation.' : errorMessage(invite.error)}</Banner>
      </AuthLayout>
    );
  }
  const inv = invite.data;
  const err = accept.error;
  const top = err && !(err instanceof ApiError && err.status === 400 && err.errors.length > 0);
  return (
    <AuthLayout title={`Join ${inv.store.name}`} subtitle={`You were invited as ${inv.role === 'agent' ? 'an agent' : `${inv.role === 'owner' ? 'an' : 'a'} ${inv.role}`}. Choose your name and a password.`}>
      {top && <Banner tone="critical">{errorMessage(err)}</Banner>}
      <Form onSubmit={() => accept.mutate()}>
        <FormLayout>
          <TextField label="Email" value={inv.email} disabled autoComplete="username" />
          <TextField label="Your name" value={name} onChange={setName} autoComplete="name" error={fieldError(err, 'name')} autoFocus />
          <TextField
            label="Password" type="password" value={password} onChange={setPassword} autoComplete="new-password"
            helpText={`At least ${PASSWORD_MIN} characters.`} error={fieldError(err, 'password') && `Use at least ${PASSWORD_MIN} characters`}
          />
          <Button submit variant="primary" size="large" fullWidth loading={accept.isPending}>Accept invitation</Button>
        </FormLayout>
      </Form>
      <Text as="p" tone="subdued" variant="bodySm">The link works once and expires 7 days after it was sent.</Text>
    </AuthLayout>
  );
}
