import { adminOf, type WithAdmin } from '../admin-reducer';

/** The audit entry shown whole (open, or closing), or null. */
export const selectAuditDetail = (state: WithAdmin) => adminOf(state).records.auditDetail;

/** The open entry's row as the list shows it, for the dialog's heading while the whole entry loads. */
export const selectAuditDetailRow = (state: WithAdmin) => {
  const { auditDetail, audit } = adminOf(state).records;
  if (!auditDetail) return null;
  return auditDetail.entry ?? audit.items.find((entry) => entry.id === auditDetail.id) ?? null;
};
