import { MSG } from '../../../shared/messages';

// What each numbered server answer means on screen (spec section 8, api-contract.md Accounts).
// The reducer keeps the text for the form and the sagas toast the same text, so both read it
// from here.

/** Toasts of the account screens hide after 1500 ms (spec section 9). */
export const SHORT = { short: true } as const;

export interface StatusAnswer {
  status: number;
  message?: string;
}

/** Registration: 1 created; 2, 3 and 4 have the spec's texts; anything else is 'Error'. */
export function registrationProblem(status: number): string | null {
  switch (status) {
    case 1: return null;
    case 2: return MSG.register.requiredFields;
    case 3: return MSG.register.emailTaken;
    case 4: return MSG.register.emailMalformed;
    default: return MSG.error;
  }
}

/** Profile edit: 1 saved; 2 required fields missing; 3 email malformed or taken. */
export function profileProblem(status: number): string | null {
  switch (status) {
    case 1: return null;
    case 2: return MSG.register.requiredFields;
    case 3: return MSG.register.emailMalformed;
    default: return MSG.error;
  }
}

/** Password change: 1 changed; 2 required fields missing; 0 the server says why (wrong password). */
export function passwordChangeProblem(answer: StatusAnswer): string | null {
  if (answer.status === 1) return null;
  if (answer.status === 2) return MSG.register.requiredFields;
  return answer.message || MSG.error;
}

/** Confirm, resend, reset and new password know only success (1) and 'Error'. */
export const plainProblem = (status: number): string | null => (status === 1 ? null : MSG.error);
