import { useDeferredValue, useState } from 'react';
import { Badge, Button, Select, SelectField, TextField, useAuthStore } from 'shared-ui';
import { ADMIN_ROLES, type AdminRole } from '../api/schemas';
import { USERS_PAGE_SIZE, useUsersQuery, type AdminUser } from '../api/users-query';
import { useUserRoleSetMutation } from '../api/user-role-set-mutation';
import { useUserSuspendedSetMutation } from '../api/user-suspended-set-mutation';
import { activity } from '../lib/activity';
import { date } from '../lib/format';
import { Actions, Panel, QueryState, Table, Toolbar } from './parts';
import { ReasonDialog } from './ReasonDialog';

const ROLE_LABELS: Record<AdminRole, string> = { athlete: 'Athlete', creator: 'Creator', brand: 'Brand', agency: 'Agency', admin: 'Admin' };

type Pending = { kind: 'role'; user: AdminUser; role: AdminRole } | { kind: 'suspend'; user: AdminUser };

export function UsersTab() {
  const me = useAuthStore((s) => s.user?.id);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(0);
  const deferred = useDeferredValue(search);
  const q = useUsersQuery(deferred, role, page);
  const setUserRole = useUserRoleSetMutation();
  const suspend = useUserSuspendedSetMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const total = q.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const name = (u: AdminUser) => u.full_name ?? u.email ?? 'this user';

  return (
    <Panel as="section" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">Users</h2>
      <Toolbar>
        <TextField label="Search users" type="search" placeholder="Name or email" value={search} onChange={(e) => { setSearch(e.target.value); setPage(0); }} />
        <SelectField
          label="Role"
          placeholder="All roles"
          options={ADMIN_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(e) => { setRole(e.target.value); setPage(0); }}
        />
      </Toolbar>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.users.length} emptyText="No users match." onRetry={() => void q.refetch()}>
        <p className="muted" aria-live="polite">
          {total} user{total === 1 ? '' : 's'}
        </p>
        <Table caption="Users">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Signed up</th>
              <th scope="col">Onboarding</th>
              <th scope="col">Activity</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.users.map((u) => (
              <tr key={u.user_id}>
                <td style={{ minWidth: '13rem' }}>
                  {u.full_name ?? 'Unnamed'}
                  <span className="sub">{u.email}</span>
                </td>
                <td style={{ minWidth: '8.5rem' }}>
                  <Select
                    aria-label={`Role of ${name(u)}`}
                    value={u.role}
                    disabled={setUserRole.isPending}
                    onChange={(e) => setPending({ kind: 'role', user: u, role: e.target.value as AdminRole })}
                  >
                    {ADMIN_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </Select>
                </td>
                <td className="num">{date(u.created_at)}</td>
                <td>{u.onboarding_completed ? 'Complete' : 'In progress'}</td>
                <td>
                  <span className="sub">{activity(u)}</span>
                </td>
                <td>
                  <Badge $tone={u.suspended_at ? 'danger' : 'success'}>{u.suspended_at ? 'Suspended' : 'Active'}</Badge>
                  {u.suspended_reason ? <span className="sub">{u.suspended_reason}</span> : null}
                </td>
                <td>
                  {u.user_id === me ? (
                    <span className="sub">You</span>
                  ) : (
                    <Button type="button" $size="sm" $variant="secondary" aria-label={`${u.suspended_at ? 'Unsuspend' : 'Suspend'} ${name(u)}`} onClick={() => setPending({ kind: 'suspend', user: u })}>
                      {u.suspended_at ? 'Unsuspend' : 'Suspend'}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Actions aria-label="Pages">
          <Button type="button" $size="sm" $variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="muted" style={{ alignSelf: 'center' }}>
            Page {page + 1} of {pages}
          </span>
          <Button type="button" $size="sm" $variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </Actions>
      </QueryState>
      {pending?.kind === 'role' ? (
        <ReasonDialog
          title={`Change the role of ${name(pending.user)}`}
          description={`From ${ROLE_LABELS[pending.user.role]} to ${ROLE_LABELS[pending.role]}. ${pending.role === 'admin' ? 'Admins can verify brands, moderate and manage every user. ' : ''}The change is recorded in the audit log and the user is notified.`}
          confirmLabel="Change Role"
          reasonRequired={false}
          busy={setUserRole.isPending}
          onConfirm={() => setUserRole.mutateAsync({ userId: pending.user.user_id, name: name(pending.user), role: pending.role })}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.kind === 'suspend' ? (
        <ReasonDialog
          title={`${pending.user.suspended_at ? 'Unsuspend' : 'Suspend'} ${name(pending.user)}`}
          description={
            pending.user.suspended_at
              ? 'They can sign in and post again.'
              : 'They are signed out everywhere, cannot sign in and cannot write anything until you unsuspend them. At sign-in they are told their account is suspended.'
          }
          confirmLabel={pending.user.suspended_at ? 'Unsuspend User' : 'Suspend User'}
          reasonRequired={!pending.user.suspended_at}
          danger={!pending.user.suspended_at}
          busy={suspend.isPending}
          onConfirm={(reason) => suspend.mutateAsync({ userId: pending.user.user_id, name: name(pending.user), suspended: !pending.user.suspended_at, reason: reason || undefined })}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Panel>
  );
}
