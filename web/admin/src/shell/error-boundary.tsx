/** Catches errors thrown while a screen renders and shows a Polaris Banner instead (never a stack trace). */
import { Banner, Box, Button, InlineStack, Text } from '@shopify/polaris';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../api.ts';

/** Props: `resetKey` (the route path) clears the error when the staff member navigates elsewhere. */
type Props = { resetKey: string; children: ReactNode };
type State = { error: unknown; key: string };

/** Error boundary of the shell: a failed lazy chunk or a render error shows a critical Banner with Reload. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: null } : null;
  }

  componentDidCatch(error: unknown): void {
    console.error('admin screen failed', error);
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const chunk = this.state.error instanceof Error && /dynamically imported module|Failed to fetch/i.test(this.state.error.message);
    return (
      <Box padding="600">
        <Banner tone="critical" title="This screen could not be shown">
          <Text as="p">{chunk ? 'A newer version of the admin may be available, or the connection dropped.' : errorMessage(this.state.error)}</Text>
          <Box paddingBlockStart="200">
            <InlineStack gap="200">
              <Button onClick={() => location.reload()}>Reload</Button>
            </InlineStack>
          </Box>
        </Banner>
      </Box>
    );
  }
}
