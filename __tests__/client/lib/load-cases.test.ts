import { createSlice } from '@reduxjs/toolkit';
import { loadCases, type LoadStatus } from '../../../src/client/lib/load-cases';

interface ShelfState { books: string[]; booksStatus: LoadStatus; other: number }
const initial: ShelfState = { books: ['Old'], booksStatus: 'idle', other: 7 };
const books = loadCases<ShelfState, 'books', 'booksStatus'>('books', 'booksStatus');
const slice = createSlice({
  name: 'shelf',
  initialState: initial,
  reducers: { booksRequested: books.requested, booksLoaded: books.loaded, booksFailed: books.failed },
});
const { booksRequested, booksLoaded, booksFailed } = slice.actions;

describe('loadCases', () => {
  it('keeps the event names the slice gives them', () => {
    expect(booksLoaded(['A']).type).toBe('shelf/booksLoaded');
  });

  it('marks the request as loading and keeps what was shown', () => {
    expect(slice.reducer(initial, booksRequested())).toEqual({ books: ['Old'], booksStatus: 'loading', other: 7 });
  });

  it('stores the answer and succeeds, touching nothing else', () => {
    const loading = slice.reducer(initial, booksRequested());
    expect(slice.reducer(loading, booksLoaded(['A', 'B']))).toEqual({ books: ['A', 'B'], booksStatus: 'succeeded', other: 7 });
  });

  it('marks a failure without dropping the data shown before', () => {
    const loaded = slice.reducer(initial, booksLoaded(['A']));
    expect(slice.reducer(loaded, booksFailed())).toEqual({ books: ['A'], booksStatus: 'failed', other: 7 });
  });
});
