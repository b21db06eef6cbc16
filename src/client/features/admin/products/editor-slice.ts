import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminProduct, AdminProductInput, AdminVariant, AdminVariantPatch } from '../../../../shared/admin-types';
import { actionFailed, idleAction, submitting, type ActionState } from '../shared/paged-list';
import type { FieldErrors } from './product-rules';

export interface ImagesState {
  status: 'idle' | 'uploading' | 'saving' | 'failed';
  /** Upload progress: files sent so far out of those chosen. */
  done: number;
  total: number;
  error: string | null;
}

export interface EditorState {
  /** The product on screen; null for a new one. */
  id: number | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  product: AdminProduct | null;
  loadError: string | null;
  /** Counts loads and saves, so the form starts again from what the server holds. */
  revision: number;
  save: ActionState & { fieldErrors: FieldErrors };
  images: ImagesState;
  /** The variant whose quick stock or price edit is on its way, and how it went. */
  variantPatch: ActionState & { id: number | null };
}

const idleImages: ImagesState = { status: 'idle', done: 0, total: 0, error: null };
const idleSave = { ...idleAction, fieldErrors: {} };

export const initialEditorState: EditorState = {
  id: null, status: 'idle', product: null, loadError: null, revision: 0, save: idleSave, images: idleImages,
  variantPatch: { ...idleAction, id: null },
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
    productLoadFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      if (state.id !== action.payload.id) return;
      state.status = 'failed';
      state.loadError = action.payload.message;
    },
    saveSubmitted(state, _action: PayloadAction<{ id: number | null; input: AdminProductInput }>) {
      state.save = { ...submitting, fieldErrors: {} };
    },
    /** The form broke a rule; nothing was sent. */
    saveRejected(state, action: PayloadAction<{ fieldErrors: FieldErrors }>) {
      state.save = { status: 'failed', error: null, fieldErrors: action.payload.fieldErrors };
    },
    saveFailed(state, action: PayloadAction<{ message: string }>) {
      state.save = { ...actionFailed(action.payload.message), fieldErrors: {} };
    },
    productSaved(state, action: PayloadAction<{ product: AdminProduct; created: boolean }>) {
      state.id = action.payload.product.id;
      state.product = action.payload.product;
      state.status = 'ready';
      state.save = idleSave;
      state.revision += 1;
    },
    deleteSubmitted(state, _action: PayloadAction<{ id: number }>) {
      state.save = { ...submitting, fieldErrors: {} };
    },
    productDeleted: () => initialEditorState,
    imagesUploadSubmitted(state, action: PayloadAction<{ productId: number; images: string[] }>) {
      state.images = { status: 'uploading', done: 0, total: action.payload.images.length, error: null };
    },
    imageUploaded(state, action: PayloadAction<{ productId: number; images: AdminProduct['images'] }>) {
      if (state.product?.id !== action.payload.productId) return;
      state.product.images = action.payload.images;
      state.images.done += 1;
      if (state.images.done >= state.images.total) state.images = idleImages;
    },
    imagesArranged(state, _action: PayloadAction<{ productId: number; names: string[] }>) {
      state.images = { ...idleImages, status: 'saving' };
    },
    imagesSaved(state, action: PayloadAction<{ productId: number; images: AdminProduct['images'] }>) {
      if (state.product?.id === action.payload.productId) state.product.images = action.payload.images;
      state.images = idleImages;
    },
    imagesFailed(state, action: PayloadAction<{ message: string }>) {
      state.images = { ...state.images, status: 'failed', error: action.payload.message };
    },
    variantPatchSubmitted(state, action: PayloadAction<{ id: number; sku: string; patch: AdminVariantPatch }>) {
      state.variantPatch = { ...submitting, id: action.payload.id };
    },
    variantPatched(state, action: PayloadAction<{ variant: AdminVariant }>) {
      const { variant } = action.payload;
      const variants = state.product?.variants ?? [];
      const index = variants.findIndex((item) => item.id === variant.id);
      if (index >= 0) variants[index] = variant;
      state.variantPatch = { ...idleAction, id: null };
    },
    variantPatchFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      state.variantPatch = { ...actionFailed(action.payload.message), id: action.payload.id };
    },
  },
});

export const editorActions = editorSlice.actions;
export default editorSlice.reducer;
