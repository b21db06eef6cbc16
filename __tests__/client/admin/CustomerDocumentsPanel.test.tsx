import { act, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { setupStore } from '../../../src/client/app/store';
import { adminReducer } from '../../../src/client/features/admin/admin-reducer';
import { CustomerDocumentsPanel } from '../../../src/client/features/admin/licences/CustomerDocumentsPanel';
import type { StaffTradeDocuments } from '../../../src/client/features/admin/licences/licences-api';
import { licencesActions as actions } from '../../../src/client/features/admin/licences/licences-slice';
import { TRADE_DOCUMENT_MESSAGES } from '../../../src/shared/trade-documents';
import { renderWithStore } from '../../support/render';

// The panel sends every submission to the store (so a replayed log shows the click) and shows
// the problem the saga put there; it never checks the fields against the clock itself.

const documents: StaffTradeDocuments = {
  licenceNumber: 'DED-778812', licenceExpiry: '2028-03-12', licenceVerifiedExpiry: '2027-03-12', licenceReviewPending: true,
  trn: '100123456789003', trnRegisteredOn: '2019-01-31', legalName: 'Paws Corner L.L.C.', emirate: 'DXB', orderBlock: null,
};

function renderPanel() {
  const store = setupStore(undefined, { sagas: false });
  store.injectReducer('admin', adminReducer);
  const sent: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation(((action: UnknownAction) => {
    sent.push(action);
    return dispatch(action);
  }) as typeof store.dispatch);
  const rendered = renderWithStore(<CustomerDocumentsPanel customerId={7} />, { store });
  act(() => { store.dispatch(actions.documentsLoaded({ id: 7, documents })); });
  return { ...rendered, sent };
}

describe('customer trade documents panel', () => {
  it('dispatches the submission even with a malformed TRN, and shows no error of its own', async () => {
    const { user, sent } = renderPanel();
    const trn = await screen.findByLabelText('TRN');
    await user.clear(trn);
    await user.type(trn, '12345');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(sent.filter((action) => action.type === actions.documentsSubmitted.type)).toEqual([
      actions.documentsSubmitted({ id: 7, input: { ...documentsInput(), trn: '12345' }, verify: false }),
    ]);
    expect(screen.queryByText(TRADE_DOCUMENT_MESSAGES.trn)).not.toBeInTheDocument();
  });

  it('shows the rejection from the store under its field, and the store clears it on the next submission', async () => {
    const { store, user } = renderPanel();
    await screen.findByDisplayValue('DED-778812');
    act(() => { store.dispatch(actions.documentsRejected({ id: 7, field: 'trnRegisteredOn', message: TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture })); });
    const field = await screen.findByLabelText('TRN registration date');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and verify licence' }));
    expect(screen.queryByText(TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture)).not.toBeInTheDocument();
  });
});

function documentsInput() {
  const { licenceNumber, licenceExpiry, trn, trnRegisteredOn, legalName, emirate } = documents;
  return {
    licenceNumber: licenceNumber ?? '', licenceExpiry: licenceExpiry ?? '', trn: trn ?? '',
    trnRegisteredOn: trnRegisteredOn ?? '', legalName: legalName ?? '', emirate: emirate ?? '',
  };
}
