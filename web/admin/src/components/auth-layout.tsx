/** Layout and helpers of the public screens (sign-in, sign-up, invitation): a centered card, field errors. */
import { BlockStack, Card, Text } from '@shopify/polaris';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api, ApiError } from '../api.ts';
import type { ApiResponse } from '../../../api/index.ts';

/** Minimum password length (server: PASSWORD_MIN in src/stores/passwords.ts). */
export const PASSWORD_MIN = 10;

/** A centered card with a heading (and optional text under it). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <Card>
          <BlockStack gap="400">
            <BlockStack gap="100">
              <Text as="p" variant="bodySm" tone="subdued">Aisle admin</Text>
              <Text as="h1" variant="headingLg">{title}</Text>
              {subtitle && <Text as="p" tone="subdued">{subtitle}</Text>}
            </BlockStack>
            {children}
          </BlockStack>
        </Card>
      </div>
    </main>
  );
}

/** The message for one field from a 400 problem's `errors[]` (path matches the body field), or undefined. */
export function fieldError(err: unknown, field: string): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  return err.errors.find((e) => e.path === field || e.path?.split('.').at(-1) === field)?.message;
}

/** GET /api/v1/auth/options: whether new stores may sign up here (AISLE_SIGNUP). */
export function useAuthOptions() {
  return useQuery({ queryKey: ['auth-options'], queryFn: ({ signal }) => api.get<ApiResponse<'/api/v1/auth/options', 'get'>>('/api/v1/auth/options', signal), staleTime: 60_000 });
}
