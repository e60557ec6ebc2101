import styled from 'styled-components';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { useAuditLog } from './api/auditApi';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every moderator action, newest first (the owner's page). */
export function AuditScreen() {
  const { served } = useAuditLog();
  return (
    <StudioPage title="Audit log" lead="Every moderator action: who, what, when and why." served={served}>
      {({ entries }) =>
        entries.length ? (
          <Scroll>
            <Table>
              <caption className="sr-only">Moderator actions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">On</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.at)}</td>
                    <td>@{entry.moderator}</td>
                    <td>{entry.action}</td>
                    <td>{entry.subject}</td>
                    <td>{entry.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        ) : (
          <p>No moderator has acted yet.</p>
        )
      }
    </StudioPage>
  );
}
