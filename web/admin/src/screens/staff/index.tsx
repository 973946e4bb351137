/**
 * /admin/staff (owners): staff members and pending invitations; invite by email with a role (the one-time link is
 * shown once, with a copy button), change a role, remove a member, revoke an invitation.
 */
import {
  Badge, Banner, BlockStack, Box, Button, Card, FormLayout, IndexTable, InlineStack, Modal, Page, Select, Text, TextField, Toast,
} from '@shopify/polaris';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage, queryClient, ROLES, useStaffSession, type StaffRole } from '../../api.ts';
import { fieldError } from '../../components/auth-layout.tsx';
import type { ApiResponse } from '../../../../api/index.ts';
import { copyText } from '../../components/copy.ts';
import { formatRelative } from '../../format.ts';

/** GET /api/v1/admin/staff: members and pending invitations. */
type StaffList = ApiResponse<'/api/v1/admin/staff', 'get'>;
type StaffMember = StaffList['staff'][number];

const KEY = ['staff'] as const;
const ROLE_HELP: Record<StaffRole, string> = {
  owner: 'Everything: settings, billing, keys and staff',
  agent: 'Inbox, take over conversations, approvals, knowledge',
  viewer: 'Read only',
};
const ROLE_OPTIONS = [...ROLES].reverse().map((r) => ({ label: `${r.charAt(0).toUpperCase()}${r.slice(1)}`, value: r }));

function InviteModal({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (msg: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [copied, setCopied] = useState(false);
  const invite = useMutation({
    mutationFn: () => api.post<ApiResponse<'/api/v1/admin/staff/invites', 'post'>>('/api/v1/admin/staff/invites', { email, role }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const close = () => {
    setEmail('');
    setRole('agent');
    setCopied(false);
    invite.reset();
    onClose();
  };
  const url = invite.data?.url;
  return (
    <Modal
      open={open}
      onClose={close}
      title={url ? 'Invitation link' : 'Invite staff'}
      primaryAction={url
        ? { content: copied ? 'Copied' : 'Copy link', onAction: () => void copyText(url).then(() => { setCopied(true); onDone('Link copied'); }) }
        : { content: 'Create invitation link', onAction: () => invite.mutate(), loading: invite.isPending, disabled: !email.trim() }}
      secondaryActions={[{ content: url ? 'Done' : 'Cancel', onAction: close }]}
    >
      <Modal.Section>
        {url ? (
          <BlockStack gap="300">
            <Text as="p">Send this link to <Text as="span" fontWeight="semibold">{invite.data?.invite.email}</Text>. It works once and expires in 7 days. It is shown only now.</Text>
            <div className="invite-link" data-testid="invite-link">{url}</div>
          </BlockStack>
        ) : (
          <FormLayout>
            {invite.isError && !fieldError(invite.error, 'email') && <Banner tone="critical">{errorMessage(invite.error)}</Banner>}
            <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" error={fieldError(invite.error, 'email')} autoFocus />
            <Select label="Role" options={ROLE_OPTIONS} value={role} onChange={(v) => setRole(v as StaffRole)} helpText={ROLE_HELP[role]} />
          </FormLayout>
        )}
      </Modal.Section>
    </Modal>
  );
}

/** The staff screen. */
export default function StaffScreen() {
  const me = useStaffSession().staff;
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<StaffList>('/api/v1/admin/staff', signal) });
  const done = (msg: string) => {
    setToast(msg);
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
  const setRole = useMutation({
    mutationFn: (v: { id: string; role: StaffRole }) => api.patch(`/api/v1/admin/staff/${v.id}`, { role: v.role }),
    // The select shows the new role at once; a refused change (last owner…) comes back with the refetch.
    onMutate: (v) => queryClient.setQueryData<StaffList>(KEY, (d) => d && { ...d, staff: d.staff.map((m) => (m.id === v.id ? { ...m, role: v.role } : m)) }),
    onSuccess: () => done('Role changed. Their sessions ended; the new role applies when they sign in.'),
    onError: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.del(`/api/v1/admin/staff/${id}`),
    onSuccess: () => {
      setRemoving(null);
      done('Staff member removed');
    },
  });
  const revoke = useMutation({ mutationFn: (id: string) => api.del(`/api/v1/admin/staff/invites/${id}`), onSuccess: () => done('Invitation revoked') });
  const failure = setRole.error ?? revoke.error;
  const staff = list.data?.staff ?? [];
  const invites = (list.data?.invites ?? []).filter((i) => !i.accepted_at);

  return (
    <Page title="Staff" subtitle="Who can open this store's Aisle admin" primaryAction={{ content: 'Invite staff', onAction: () => setInviting(true) }}>
      <BlockStack gap="400">
        {list.isError && <Banner tone="critical" title="Staff could not be loaded">{errorMessage(list.error)}</Banner>}
        {failure && <Banner tone="critical" onDismiss={() => { setRole.reset(); revoke.reset(); }}>{errorMessage(failure)}</Banner>}
        <Card padding="0">
          <IndexTable
            resourceName={{ singular: 'staff member', plural: 'staff members' }}
            itemCount={staff.length}
            selectable={false}
            headings={[{ title: 'Name' }, { title: 'Email' }, { title: 'Role' }, { title: 'Last seen' }, { title: 'Actions', hidden: true }]}
          >
            {staff.map((m, i) => (
              <IndexTable.Row id={m.id} key={m.id} position={i}>
                <IndexTable.Cell>
                  <InlineStack gap="200" blockAlign="center">
                    <Text as="span" fontWeight="semibold">{m.name}</Text>
                    {m.id === me.id && <Badge>You</Badge>}
                  </InlineStack>
                </IndexTable.Cell>
                <IndexTable.Cell>{m.email}</IndexTable.Cell>
                <IndexTable.Cell>
                  {m.id === me.id ? <Text as="span">{ROLE_OPTIONS.find((o) => o.value === m.role)?.label}</Text> : (
                    <Select
                      label={`Role of ${m.name}`} labelHidden options={ROLE_OPTIONS} value={m.role}
                      disabled={setRole.isPending} onChange={(v) => setRole.mutate({ id: m.id, role: v as StaffRole })}
                    />
                  )}
                </IndexTable.Cell>
                <IndexTable.Cell>{m.last_seen_at ? formatRelative(m.last_seen_at) : 'Never'}</IndexTable.Cell>
                <IndexTable.Cell>
                  {m.id !== me.id && <Button variant="plain" tone="critical" onClick={() => setRemoving(m)} accessibilityLabel={`Remove ${m.name}`}>Remove</Button>}
                </IndexTable.Cell>
              </IndexTable.Row>
            ))}
          </IndexTable>
        </Card>
        {invites.length > 0 && (
          <Card padding="0">
            <Box padding="400" paddingBlockEnd="200"><Text as="h2" variant="headingMd">Pending invitations</Text></Box>
            <IndexTable
              resourceName={{ singular: 'invitation', plural: 'invitations' }}
              itemCount={invites.length}
              selectable={false}
              headings={[{ title: 'Email' }, { title: 'Role' }, { title: 'Expires' }, { title: 'Actions', hidden: true }]}
            >
              {invites.map((inv, i) => (
                <IndexTable.Row id={inv.id} key={inv.id} position={i}>
                  <IndexTable.Cell>{inv.email}</IndexTable.Cell>
                  <IndexTable.Cell><Badge>{ROLE_OPTIONS.find((o) => o.value === inv.role)?.label}</Badge></IndexTable.Cell>
                  <IndexTable.Cell>{new Date(inv.expires_at).toLocaleDateString()}</IndexTable.Cell>
                  <IndexTable.Cell>
                    <Button variant="plain" tone="critical" onClick={() => revoke.mutate(inv.id)} accessibilityLabel={`Revoke the invitation of ${inv.email}`}>Revoke</Button>
                  </IndexTable.Cell>
                </IndexTable.Row>
              ))}
            </IndexTable>
          </Card>
        )}
      </BlockStack>
      <InviteModal open={inviting} onClose={() => setInviting(false)} onDone={setToast} />
      <Modal
        open={!!removing}
        onClose={() => { setRemoving(null); remove.reset(); }}
        title={`Remove ${removing?.name ?? ''}?`}
        primaryAction={{ content: 'Remove', destructive: true, loading: remove.isPending, onAction: () => removing && remove.mutate(removing.id) }}
        secondaryActions={[{ content: 'Cancel', onAction: () => { setRemoving(null); remove.reset(); } }]}
      >
        <Modal.Section>
          <BlockStack gap="200">
            {remove.isError && <Banner tone="critical">{errorMessage(remove.error)}</Banner>}
            <Text as="p">{removing?.email} will be signed out at once and can no longer open this admin.</Text>
          </BlockStack>
        </Modal.Section>
      </Modal>
      {toast && <Toast content={toast} onDismiss={() => setToast(null)} />}
    </Page>
  );
}
