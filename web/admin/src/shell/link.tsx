/** Polaris links through React Router: internal URLs navigate client-side (under the /admin basename). */
import type { AppProviderProps } from '@shopify/polaris';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type LinkLikeComponentProps = ComponentProps<NonNullable<AppProviderProps['linkComponent']>>;

/** The `linkComponent` of Polaris AppProvider. External (http/mailto) URLs stay plain anchors. */
export function RouterLink({ url, external, children, ...rest }: LinkLikeComponentProps) {
  if (external || /^(https?:|mailto:)/.test(url)) {
    return (
      <a href={url} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
