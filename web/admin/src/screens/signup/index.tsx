/** /admin/signup: create a store and its owner (only when sign-up is open on this Aisle: GET /api/v1/auth/options). */
import { Banner, BlockStack, Button, Form, FormLayout, Link, Select, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, ApiError, errorMessage, setSession, type Session } from '../../api.ts';
import { AuthLayout, fieldError, PASSWORD_MIN, useAuthOptions } from '../../components/auth-layout.tsx';
import { currencyChoices } from '../../../../../src/shared/money.ts';

/** The sign-up screen. */
export default function SignUpScreen() {
  const navigate = useNavigate();
  const options = useAuthOptions();
  const [form, setForm] = useState({ store_name: '', name: '', email: '', password: '', currency: 'USD' });
  const [currencies] = useState(() => currencyChoices(navigator.language));
  const signUp = useMutation({
    mutationFn: () => api.post<Session>('/api/v1/auth/signup', form),
    onSuccess: (s) => {
      setSession(s);
      navigate('/', { replace: true });
    },
  });
  const set = (k: keyof typeof form) => (v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (signUp.isError) signUp.reset(); // the server's field errors describe the old values
  };

  if (options.isPending) return <AuthLayout title="Create your store"><SkeletonBodyText lines={6} /></AuthLayout>;
  if (!options.data?.signup_open) {
    return (
      <AuthLayout title="Sign-up is closed">
        <Text as="p">New stores cannot sign up on this Aisle. If you work for a store that uses it, ask an owner for an invitation link.</Text>
        <Text as="p"><Link url="/signin">Sign in</Link></Text>
      </AuthLayout>
    );
  }
  const err = signUp.error;
  const top = err && !(err instanceof ApiError && err.status === 400 && err.errors.length > 0);
  return (
    <AuthLayout title="Create your store" subtitle="You'll be its owner and can invite your team later.">
      {top && <Banner tone="critical">{err instanceof ApiError && err.status === 409 ? 'An account with this email already exists. Sign in instead.' : errorMessage(err)}</Banner>}
      <Form onSubmit={() => signUp.mutate()}>
        <FormLayout>
          <TextField label="Store name" value={form.store_name} onChange={set('store_name')} autoComplete="organization" error={fieldError(err, 'store_name')} autoFocus />
          <Select
            label="Currency" options={currencies} value={form.currency} onChange={set('currency')} error={fieldError(err, 'currency')}
            helpText="The currency your prices are in. You can change it in Settings until you import products."
          />
          <TextField label="Your name" value={form.name} onChange={set('name')} autoComplete="name" error={fieldError(err, 'name')} />
          <TextField label="Email" type="email" value={form.email} onChange={set('email')} autoComplete="email" error={fieldError(err, 'email')} />
          <TextField
            label="Password" type="password" value={form.password} onChange={set('password')} autoComplete="new-password"
            helpText={`At least ${PASSWORD_MIN} characters.`} error={fieldError(err, 'password') && `Use at least ${PASSWORD_MIN} characters`}
          />
          <Button submit variant="primary" size="large" fullWidth loading={signUp.isPending}>Create store</Button>
        </FormLayout>
      </Form>
      <BlockStack inlineAlign="center">
        <Text as="p" tone="subdued">Already have an account? <Link url="/signin">Sign in</Link></Text>
      </BlockStack>
    </AuthLayout>
  );
}
