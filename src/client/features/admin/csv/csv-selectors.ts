import { adminOf, type WithAdmin } from '../admin-reducer';

/** The check (dry run) of the chosen file: its status, its job, and with it the summary or the bad rows. */
export const selectPreview = (state: WithAdmin) => adminOf(state).csv.preview;
