/**
 * "Add destination" modal: a signed HTTPS webhook or an AWS EventBridge bus, with the event types it takes. A new
 * webhook's signing secret is shown once, with a copy button; a rotated secret uses the same panel.
 */
import { Banner, BlockStack, ChoiceList, FormLayout, Modal, Text, TextField } from '@shopify/polaris';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, queryClient } from '../../api.ts';
import type { ApiResponse } from '../../../../api/index.ts';
import { fieldError } from '../../components/auth-layout.tsx';
import { copyText } from '../../components/copy.ts';
import { eventKeys } from './types.ts';

/** The one-time secret panel (creation and rotation). */
export function SecretOnce({ secret }: { secret: string }) {
  return (
    <BlockStack gap="300">
      <Banner tone="warning">Copy the signing secret now. It is shown only once; Aisle keeps it encrypted and cannot show it again.</Banner>
      <div className="events-secret" data-testid="webhook-secret">{secret}</div>
      <Text as="p" tone="subdued">
        Verify each request: HMAC-SHA256 of <code>{'"<t>.<raw body>"'}</code> with this secret, in hex, equals the <code>v1</code> value of the
        {' '}<code>Aisle-Signature</code> header (see the README for a Node snippet). Dedupe by the <code>Aisle-Event-Id</code> header.
      </Text>
    </BlockStack>
  );
}

type Kind = 'webhook' | 'eventbridge';

/** The add-destination modal. `eventTypes`: the types the server knows (from the list endpoint). */
export function AddDestinationModal({ open, eventTypes, onClose, onDone }: { open: boolean; eventTypes: string[]; onClose: () => void; onDone: (msg: string) => void }) {
  const [kind, setKind] = useState<Kind>('webhook');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [region, setRegion] = useState('us-east-1');
  const [bus, setBus] = useState('default');
  const [endpoint, setEndpoint] = useState('');
  const [accessKeyId, setAccessKeyId] = useState('');
  const [secretAccessKey, setSecretAccessKey] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [copied, setCopied] = useState(false);

  const create = useMutation({
    mutationFn: () => {
      const common = { name: name.trim(), event_types: types };
      const body = kind === 'webhook'
        ? { kind, ...common, url: url.trim() }
        : {
          kind, ...common, region: region.trim(), event_bus_name: bus.trim(),
          ...(endpoint.trim() ? { endpoint: endpoint.trim() } : {}),
          ...(accessKeyId.trim() ? { access_key_id: accessKeyId.trim(), secret_access_key: secretAccessKey } : {}),
        };
      return api.post<ApiResponse<'/api/v1/admin/event-destinations', 'post'>>('/api/v1/admin/event-destinations', body);
    },
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.destinations });
      if (!r.secret) { close(); onDone(`${r.destination.name} added`); }
    },
  });
  const close = () => {
    setKind('webhook'); setName(''); setUrl(''); setRegion('us-east-1'); setBus('default'); setEndpoint('');
    setAccessKeyId(''); setSecretAccessKey(''); setTypes([]); setCopied(false);
    create.reset();
    onClose();
  };
  const secret = create.data?.secret;
  const err = (field: string) => fieldError(create.error, field);
  const ready = name.trim() && (kind === 'webhook' ? url.trim() : region.trim() && bus.trim());

  return (
    <Modal
      open={open}
      onClose={close}
      title={secret ? 'Webhook signing secret' : 'Add event destination'}
      primaryAction={secret
        ? { content: copied ? 'Copied' : 'Copy secret', onAction: () => void copyText(secret).then(() => setCopied(true)) }
        : { content: 'Add destination', onAction: () => create.mutate(), loading: create.isPending, disabled: !ready }}
      secondaryActions={[{ content: secret ? 'Done' : 'Cancel', onAction: () => { if (secret) onDone(`${create.data?.destination.name ?? 'Destination'} added`); close(); } }]}
    >
      <Modal.Section>
        {secret ? <SecretOnce secret={secret} /> : (
          <FormLayout>
            {create.isError && <Banner tone="critical">{errorMessage(create.error)}</Banner>}
            <ChoiceList
              title="Send to"
              choices={[
                { label: 'HTTPS webhook', value: 'webhook', helpText: 'A signed JSON POST per event' },
                { label: 'Amazon EventBridge', value: 'eventbridge', helpText: 'PutEvents to an event bus (Source "aisle", detail-type = event type)' },
              ]}
              selected={[kind]}
              onChange={(v) => setKind(v[0] as Kind)}
            />
            <TextField label="Name" value={name} onChange={setName} autoComplete="off" placeholder="CRM, data warehouse…" error={err('name')} />
            {kind === 'webhook' ? (
              <TextField label="URL" type="url" value={url} onChange={setUrl} autoComplete="off" placeholder="https://example.com/aisle-events" error={err('url')}
                helpText="https:// (http:// only to localhost). Redirects are not followed." />
            ) : (
              <>
                <FormLayout.Group>
                  <TextField label="Region" value={region} onChange={setRegion} autoComplete="off" error={err('region')} />
                  <TextField label="Event bus" value={bus} onChange={setBus} autoComplete="off" helpText="Name or ARN" error={err('event_bus_name')} />
                </FormLayout.Group>
                <TextField label="Endpoint (optional)" value={endpoint} onChange={setEndpoint} autoComplete="off" helpText="A VPC or custom endpoint; empty = the region's AWS endpoint" error={err('endpoint')} />
                <FormLayout.Group>
                  <TextField label="Access key ID (optional)" value={accessKeyId} onChange={setAccessKeyId} autoComplete="off" helpText="Empty = the server's AWS credentials" />
                  <TextField label="Secret access key" type="password" value={secretAccessKey} onChange={setSecretAccessKey} autoComplete="new-password" disabled={!accessKeyId.trim()}
                    helpText="Stored encrypted, never shown again" />
                </FormLayout.Group>
              </>
            )}
            <ChoiceList
              allowMultiple
              title="Event types"
              choices={eventTypes.map((t) => ({ label: t, value: t }))}
              selected={types}
              onChange={setTypes}
            />
            <Text as="p" tone="subdued">{types.length ? `${types.length} selected` : 'None selected: every event type is sent.'}</Text>
          </FormLayout>
        )}
      </Modal.Section>
    </Modal>
  );
}
