import { auditAnswer } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

export function useAuditLog() {
  return useServed('/moderation/audit', auditAnswer);
}
