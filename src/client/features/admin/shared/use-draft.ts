import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form's draft of a value that lives in the store (a list's search term, a period): the
 * fields can be edited before they are sent, but whenever the store's value changes (a search
 * sent, a replayed `…Requested` action, another screen's link) the draft starts again from it,
 * so the fields never show something other than what the list shows. `key` says when the
 * store's value changed (objects are rebuilt on every render, so they are compared by key).
 * This is React's "adjust state when a prop changes" pattern: no effect, no remount (the field
 * keeps focus after Enter).
 */
export function useDraft<T>(source: T, key: string = String(source)): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState<T>(source);
  const [draftedFrom, setDraftedFrom] = useState(key);
  if (draftedFrom !== key) {
    setDraftedFrom(key);
    setDraft(source);
    return [source, setDraft];
  }
  return [draft, setDraft];
}
