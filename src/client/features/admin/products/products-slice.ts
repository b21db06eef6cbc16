import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminProductSummary } from '../../../../shared/admin-types';
import type { ProductQuery } from '../api/catalogue-api';
import { failList, pagedList, receiveList, requestList, type PagedList } from '../shared/paged-list';

export interface ProductsState {
  list: PagedList<AdminProductSummary, ProductQuery>;
}

export const initialProductsState: ProductsState = { list: pagedList({ q: '', p: 1 }) };

const productsSlice = createSlice({
  name: 'admin/products',
  initialState: initialProductsState,
  reducers: {
    /** The screen opened: the saga reloads the search and page it showed last. */
    screenOpened() {},
    listRequested(state, action: PayloadAction<ProductQuery>) {
      requestList(state.list, action.payload);
    },
    listLoaded(state, action: PayloadAction<{ count: number; products: AdminProductSummary[] }>) {
      receiveList(state.list, action.payload.count, action.payload.products);
    },
    listFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.list, action.payload.message);
    },
  },
});

export const productsActions = productsSlice.actions;
export default productsSlice.reducer;
