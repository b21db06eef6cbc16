import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminAttributeType, AdminBrand, AdminBrandInput, AdminCategory, AdminCategoryInput, AdminMeta, AdminMetaInput,
} from '../../../../shared/admin-types';
import type { NewAttribute } from '../api/catalogue-api';
import { actionFailed, idleAction, submitting, type ActionState, type LoadStatus } from '../shared/paged-list';

/** The lists behind the brand, category and meta screens and the editor's choices. */
export interface TaxonomyItems {
  brands: AdminBrand[];
  categories: AdminCategory[];
  metas: AdminMeta[];
  attributes: AdminAttributeType[];
}
export type TaxonomyKind = keyof TaxonomyItems;

export interface Collection<T> {
  status: LoadStatus;
  items: T[];
  error: string | null;
}

/** What these screens add and edit in a dialog. */
export type TaxonomyEditKind = 'brand' | 'category' | 'meta';
/** The deletes these screens ask about before sending. */
export type TaxonomyDeleteKind = `${TaxonomyEditKind}Delete`;
/** The brand, category or meta staff are asked whether to delete. */
export interface TaxonomyDeleteQuestion { kind: TaxonomyDeleteKind; id: number }
/** The add or edit dialog that is open: `id` null adds one (a category under `parentId`). */
export interface TaxonomyEdit { kind: TaxonomyEditKind; id: number | null; parentId: number | null }

export type TaxonomyState = { [K in TaxonomyKind]: Collection<TaxonomyItems[K][number]> } & {
  /** The one change on its way from these screens, and how it went. */
  change: ActionState;
  /** The delete confirmation that is open (the store's, so a replayed log shows it), or null. */
  deleting: TaxonomyDeleteQuestion | null;
  /** The add or edit dialog that is open (the store's too), or null. */
  editing: TaxonomyEdit | null;
};

/** What staff can change on these screens; `id` null creates. */
export type TaxonomyChange =
  | { kind: 'brand'; id: number | null; input: AdminBrandInput }
  | { kind: 'brandDelete'; id: number }
  | { kind: 'category'; id: number | null; input: AdminCategoryInput }
  | { kind: 'categoryDelete'; id: number }
  | { kind: 'meta'; id: number | null; input: AdminMetaInput }
  | { kind: 'metaDelete'; id: number }
  | { kind: 'attributeType'; input: { name: string; type: 1 | 2 | 3 } }
  | { kind: 'attribute'; input: NewAttribute };

const empty = { status: 'idle', items: [], error: null } as const;

export const initialTaxonomyState: TaxonomyState = {
  brands: { ...empty, items: [] },
  categories: { ...empty, items: [] },
  metas: { ...empty, items: [] },
  attributes: { ...empty, items: [] },
  change: idleAction,
  deleting: null,
  editing: null,
};

/** Whether a change that went through is the one the open dialog sent. */
const sentFrom = (change: TaxonomyChange, open: { kind: string; id: number | null } | null) =>
  open !== null && 'id' in change && change.kind === open.kind && change.id === open.id;

/** A dialog that opens starts without an earlier refusal (a change still on its way stays busy). */
const forgetFailure = (state: TaxonomyState) => {
  if (state.change.status === 'failed') state.change = idleAction;
};

type Loaded = { [K in TaxonomyKind]: { kind: K; items: TaxonomyItems[K] } }[TaxonomyKind];

const taxonomySlice = createSlice({
  name: 'admin/taxonomy',
  initialState: initialTaxonomyState,
  reducers: {
    collectionRequested(state, action: PayloadAction<TaxonomyKind>) {
      state[action.payload].status = 'loading';
      state[action.payload].error = null;
    },
    collectionLoaded(state, action: PayloadAction<Loaded>) {
      const { kind, items } = action.payload;
      Object.assign(state[kind], { status: 'succeeded', items, error: null });
    },
    collectionFailed(state, action: PayloadAction<{ kind: TaxonomyKind; message: string }>) {
      const { kind, message } = action.payload;
      state[kind].status = 'failed';
      state[kind].error = message;
    },
    changeSubmitted(state, _action: PayloadAction<TaxonomyChange>) {
      state.change = submitting;
    },
    /**
     * The server applied it; the saga reloads the list it changed. The confirmation or the add
     * or edit dialog that sent it closes.
     */
    changeSucceeded(state, action: PayloadAction<{ change: TaxonomyChange }>) {
      state.change = idleAction;
      const { change } = action.payload;
      if (sentFrom(change, state.deleting)) state.deleting = null;
      if (sentFrom(change, state.editing)) state.editing = null;
    },
    changeFailed(state, action: PayloadAction<{ message: string }>) {
      state.change = actionFailed(action.payload.message);
    },
    /** Delete pressed on a row: its confirmation opens (one dialog at a time). */
    deleteAsked(state, action: PayloadAction<TaxonomyDeleteQuestion>) {
      state.deleting = action.payload;
      state.editing = null;
      forgetFailure(state);
    },
    /** Add, Add child or Edit pressed: that dialog opens for that record (one dialog at a time). */
    editOpened(state, action: PayloadAction<TaxonomyEdit>) {
      state.editing = action.payload;
      state.deleting = null;
      forgetFailure(state);
    },
    /**
     * A dialog of these screens was closed, or a screen opened: the last refusal is forgotten
     * and no dialog is open any more.
     */
    changeDismissed(state) {
      state.change = idleAction;
      state.deleting = null;
      state.editing = null;
    },
  },
});

export const taxonomyActions = taxonomySlice.actions;
export default taxonomySlice.reducer;
