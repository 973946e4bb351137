/** /admin/signin: email and password; returns to the page that asked for a session. */
import { Banner, BlockStack, Button, Form, FormLayout, Link, Text, TextField } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, ApiError, errorMessage, setSession, type SignInState, useSession, type Session } from '../../api.ts';
import { AuthLayout, useAuthOptions } from '../../components/auth-layout.tsx';

/** The sign-in screen. */
export default function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as SignInState)?.from ?? '/';
  const session = useSession();
  const options = useAuthOptions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => api.post<Session>('/api/v1/auth/signin', { email, password }),
    onSuccess: (s) => {
      setSession(s);
      navigate(from, { replace: true });
    },
  });

  if (session.data && !signIn.isPending) return <Navigate to={from} replace />;
  const err = signIn.error;
  const wrong = err instanceof ApiError && err.status === 401;
  return (
    <AuthLayout title="Sign in" subtitle="to your store's Aisle admin">
      {err && (
        <Banner tone="critical">
          {wrong ? 'That email and password do not match an account.' : err instanceof ApiError && err.status === 429
            ? `Too many failed attempts. Try again in ${Math.ceil((err.retryAfterS ?? 60) / 60)} min.` : errorMessage(err)}
        </Banner>
      )}
      <Form onSubmit={() => signIn.mutate()}>
        <FormLayout>
          <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} autoFocus requiredIndicator />
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} requiredIndicator />
          <Button submit variant="primary" size="large" fullWidth loading={signIn.isPending} disabled={!email || !password}>Sign in</Button>
        </FormLayout>
      </Form>
      {options.data?.signup_open && (
        <BlockStack inlineAlign="center">
          <Text as="p" tone="subdued">New to Aisle? <Link url="/signup">Create a store</Link></Text>
        </BlockStack>
      )}
    </AuthLayout>
  );
}
