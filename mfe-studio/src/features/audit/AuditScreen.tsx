import { StudioPage } from '../../components/StudioPage';
import { StudioTable, TableScroll } from '../../components/StudioTable';
import { when } from '../../components/when';
import { useAuditLog } from './api/auditApi';

/** Every moderator action, newest first (the owner's page). */
export function AuditScreen() {
  const { served } = useAuditLog();
  return (
    <StudioPage title="Audit log" lead="Every moderator action: who, what, when and why." served={served}>
      {({ entries }) =>
        entries.length ? (
          <TableScroll>
            <StudioTable>
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
            </StudioTable>
          </TableScroll>
        ) : (
          <p>No moderator has acted yet.</p>
        )
      }
    </StudioPage>
  );
}
