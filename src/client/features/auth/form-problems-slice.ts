import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldProblem } from '../../../shared/validation';
import { type FormName, formOpened } from './auth-forms-slice';

// What the account forms' own checks refused before anything was sent (spec section 5: "Please
// enter your password.", a file of the wrong type): the field and the message on screen, never
// what was typed. In the store, so a replayed action log shows why a shopper's "Login" did
// nothing, as the shopper saw it.

export type FormProblemsState = Partial<Record<FormName, FieldProblem>>;

export const initialFormProblemsState: FormProblemsState = {};

const formProblemsSlice = createSlice({
  name: 'authFormProblems',
  initialState: initialFormProblemsState,
  reducers: {
    /** Submit pressed: the form's rules found this problem (the field is named, its value is not). */
    fieldsRejected(state, action: PayloadAction<{ form: FormName; problem: FieldProblem }>) {
      state[action.payload.form] = action.payload.problem;
    },
    /** The field in error was edited, or the form passed its checks: the message goes. */
    fieldProblemCleared(state, action: PayloadAction<{ form: FormName }>) {
      delete state[action.payload.form];
    },
  },
  extraReducers: (builder) => {
    // A screen opened afresh starts without an earlier visit's message.
    builder.addCase(formOpened, (state, action) => {
      delete state[action.payload];
    });
  },
});

export const { fieldsRejected, fieldProblemCleared } = formProblemsSlice.actions;
export default formProblemsSlice.reducer;
