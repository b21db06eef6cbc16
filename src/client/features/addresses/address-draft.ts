/** The Register New Address form as the add call sends it (POST /api/customer/addaddress). */
export interface AddressDraft {
  addressName: string;
  address: string;
  postalCode: string;
  /** An emirate code; empty or absent: none chosen (the call then leaves it out). */
  emirate?: string;
}

export const emptyDraft: AddressDraft = { addressName: '', address: '', postalCode: '', emirate: '' };

/**
 * Spec section 5: an address needs a name and the address itself; the postal code is optional.
 * A form that fails this sends nothing and shows no message.
 */
export function isDraftComplete(draft: AddressDraft): boolean {
  return draft.addressName.trim() !== '' && draft.address.trim() !== '';
}

/** The draft as sent: surrounding spaces are typing noise, not part of an address. */
export function trimDraft(draft: AddressDraft): AddressDraft {
  const trimmed = { addressName: draft.addressName.trim(), address: draft.address.trim(), postalCode: draft.postalCode.trim() };
  return draft.emirate ? { ...trimmed, emirate: draft.emirate } : trimmed;
}
