import { useId, useState, type FormEvent } from 'react';
import { Badge, Button, Cluster, Field, Input, Link, useSearchParams } from '@mindset/shared-ui';
import type { DirectoryEntry } from '@mindset/member-contract';
import { StudioPage } from '../../components/StudioPage';
import { StudioTable, TableScroll } from '../../components/StudioTable';
import { when } from '../../components/when';
import { useDirectory } from './api/membersApi';

const statusTones = {
  active: 'success',
  suspended: 'accent',
  banned: 'danger',
  deactivated: 'neutral',
  deleted: 'neutral',
} as const;

function Row({ member }: { member: DirectoryEntry }) {
  return (
    <tr>
      <td>
        <Link to={`/studio/members/${member.username}`}>{member.name}</Link>
        <br />@{member.username}
      </td>
      <td>{member.email}</td>
      <td>{when(member.joinedAt)}</td>
      <td>{member.lastActiveAt ? when(member.lastActiveAt) : 'Not signed in'}</td>
      <td>{member.role === 'member' ? 'Member' : member.role === 'moderator' ? 'Moderator' : 'Owner'}</td>
      <td>
        <Badge $tone={statusTones[member.status]}>{member.status}</Badge>
      </td>
      <td>{member.reportsAgainst}</td>
    </tr>
  );
}

/** The members directory: search by name, username or email. */
export function MembersScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const { served } = useDirectory(search);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  }
  return (
    <StudioPage
      title="Members"
      lead="Everyone who joined, newest first, with their role, status and the reports against them."
      controls={
        <form role="search" onSubmit={submit}>
          <Cluster $align="end">
            <Field label="Search by name, username or email" htmlFor={id}>
              <Input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </Field>
            <Button type="submit" $size="md">
              Search
            </Button>
          </Cluster>
        </form>
      }
      served={served}
    >
      {({ members }) =>
        members.length ? (
          <TableScroll>
            <StudioTable>
              <caption className="sr-only">Members</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Email</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Last active</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Reports</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <Row key={member.username} member={member} />
                ))}
              </tbody>
            </StudioTable>
          </TableScroll>
        ) : (
          <p>No member matches “{search}”.</p>
        )
      }
    </StudioPage>
  );
}
