import { APPROVAL_THRESHOLD } from '../../../shared/constants';

/**
 * Spec sections 8 and 9: a line of more than 30 units needs the shop's approval before it
 * ships; exactly 30 does not.
 */
export function needsApproval(count: number): boolean {
  return count > APPROVAL_THRESHOLD;
}
