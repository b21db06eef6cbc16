import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminProduct, AdminProductInput, AdminVariant, AdminVariantPatch, ProductUpdatedAt } from '../../../../shared/admin-types';
import { actionFailed, idleAction, submitting, type ActionState } from '../shared/paged-list';
import type { FieldErrors } from './product-rules';

export interface ImagesState {
  status: 'idle' | 'uploading' | 'saving' | 'failed';
  /** Upload progress: files sent so far out of those chosen. */
  done: number;
  total: number;
  error: string | null;
  /** The image whose removal staff are asked to confirm (its file is deleted), or null. */
  removing?: string | null;
}

export interface EditorState {
  /** The product on screen; null for a new one. */
  id: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  product: AdminProduct | null;
  loadError: string | null;
  /** Counts loads and saves, so the form starts again from what the server holds. */
  revision: number;
  /** `stale`: the server refused the save because someone changed the product since it was loaded. */
  save: ActionState & { fieldErrors: FieldErrors; stale: boolean };
  images: ImagesState;
  /** The variant whose quick stock or price edit is on its way, and how it went. */
  variantPatch: ActionState & { id: number | null };
  /** The delete confirmation is open (the store's, so a replayed log shows it). */
  deleting: boolean;
}

const idleImages: ImagesState = { status: 'idle', done: 0, total: 0, error: null };
const idleSave = { ...idleAction, fieldErrors: {}, stale: false };
const sending = { ...submitting, fieldErrors: {}, stale: false };

/**
 * This editor's own quick edit or gallery change moved the product's updated_at on: the copy
 * stays the latest only if it was the latest before (`was`); else someone else changed the
 * product too, and the next save must be refused.
 */
function movedOn(product: AdminProduct | null, moved: ProductUpdatedAt | undefined): void {
  // An answer without it (a server from before) leaves the copy as it is: the save then asks to reload.
  if (product && moved && product.updated_at === moved.was) product.updated_at = moved.now;
}

export const initialEditorState: EditorState = {
  id: null, status: 'idle', product: null, loadError: null, revision: 0, save: idleSave, images: idleImages,
  variantPatch: { ...idleAction, id: null },
  deleting: false,
};

const editorSlice = createSlice({
  name: 'admin/editor',
  initialState: initialEditorState,
  reducers: {
    editorOpened(state, action: PayloadAction<{ id: number | null }>) {
      const { id } = action.payload;
      return { ...initialEditorState, id, status: id === null ? 'ready' : 'loading', revision: state.revision + 1 };
    },
    productLoaded(state, action: PayloadAction<{ product: AdminProduct }>) {
      if (state.id !== action.payload.product.id) return;
      state.status = 'ready';
      state.product = action.payload.product;
      state.revision += 1;
    },
    /** Staff chose to load the product again after a save was refused as stale; what they typed is dropped. */
    productReloadRequested(state, action: PayloadAction<{ id: number }>) {
      return { ...initialEditorState, id: action.payload.id, status: 'loading', revision: state.revision + 1 };
    },
    productLoadFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      if (state.id !== action.payload.id) return;
      state.status = 'failed';
      state.loadError = action.payload.message;
    },
    saveSubmitted(state, _action: PayloadAction<{ id: number | null; input: AdminProductInput }>) {
      state.save = sending;
    },
    /** The form broke a rule; nothing was sent. */
    saveRejected(state, action: PayloadAction<{ fieldErrors: FieldErrors }>) {
      state.save = { status: 'failed', error: null, fieldErrors: action.payload.fieldErrors, stale: false };
    },
    saveFailed(state, action: PayloadAction<{ message: string }>) {
      state.save = { ...actionFailed(action.payload.message), fieldErrors: {}, stale: false };
    },
    /** The product changed since it was loaded (409): nothing was saved; the editor offers to reload. */
    saveConflicted(state, action: PayloadAction<{ message: string }>) {
      state.save = { ...actionFailed(action.payload.message), fieldErrors: {}, stale: true };
    },
    productSaved(state, action: PayloadAction<{ product: AdminProduct; created: boolean }>) {
      state.id = action.payload.product.id;
      state.product = action.payload.product;
      state.status = 'ready';
      state.save = idleSave;
      state.revision += 1;
    },
    /** Delete product pressed: the confirmation opens. */
    deleteAsked(state) {
      state.deleting = true;
    },
    /** Staff went Back: the product stays. */
    deleteDismissed(state) {
      state.deleting = false;
    },
    /** Sent from the confirmation, which stays open (busy, then with a refusal) until the product is gone. */
    deleteSubmitted(state, _action: PayloadAction<{ id: number }>) {
      state.save = sending;
    },
    productDeleted: () => initialEditorState,
    imagesUploadSubmitted(state, action: PayloadAction<{ productId: number; images: string[] }>) {
      state.images = { status: 'uploading', done: 0, total: action.payload.images.length, error: null };
    },
    imageUploaded(state, action: PayloadAction<{ productId: number; images: AdminProduct['images']; product_updated_at: ProductUpdatedAt }>) {
      if (state.product?.id !== action.payload.productId) return;
      state.product.images = action.payload.images;
      movedOn(state.product, action.payload.product_updated_at);
      state.images.done += 1;
      if (state.images.done >= state.images.total) state.images = idleImages;
    },
    /** Remove pressed on an image: the question opens (the file is deleted once confirmed). */
    imageRemoveAsked(state, action: PayloadAction<{ name: string }>) {
      state.images.removing = action.payload.name;
    },
    imageRemoveDismissed(state) {
      state.images.removing = null;
    },
    imagesArranged(state, _action: PayloadAction<{ productId: number; names: string[] }>) {
      state.images = { ...idleImages, status: 'saving', removing: null };
    },
    imagesSaved(state, action: PayloadAction<{ productId: number; images: AdminProduct['images']; product_updated_at: ProductUpdatedAt }>) {
      if (state.product?.id === action.payload.productId) {
        state.product.images = action.payload.images;
        movedOn(state.product, action.payload.product_updated_at);
      }
      state.images = idleImages;
    },
    imagesFailed(state, action: PayloadAction<{ message: string }>) {
      state.images = { ...state.images, status: 'failed', error: action.payload.message };
    },
    variantPatchSubmitted(state, action: PayloadAction<{ id: number; sku: string; patch: AdminVariantPatch }>) {
      state.variantPatch = { ...submitting, id: action.payload.id };
    },
    variantPatched(state, action: PayloadAction<{ variant: AdminVariant; product_updated_at: ProductUpdatedAt }>) {
      const { variant } = action.payload;
      const variants = state.product?.variants ?? [];
      const index = variants.findIndex((item) => item.id === variant.id);
      if (index >= 0) {
        variants[index] = variant;
        movedOn(state.product, action.payload.product_updated_at);
      }
      state.variantPatch = { ...idleAction, id: null };
    },
    variantPatchFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      state.variantPatch = { ...actionFailed(action.payload.message), id: action.payload.id };
    },
  },
});

export const editorActions = editorSlice.actions;
export default editorSlice.reducer;
