import { act, screen, waitFor, within } from '@testing-library/react';
import '../../../src/client/features/admin/admin-feature';
import { setupStore } from '../../../src/client/app/store';
import { DeleteDialog, TaxonomyTable, useEditAndDelete } from '../../../src/client/features/admin/taxonomy/TaxonomyTable';
import { taxonomyActions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { renderWithStore } from '../../support/render';

type Row = { id: number; name: string; depth: number };
const rows: Row[] = [{ id: 3, name: 'Acana', depth: 0 }, { id: 7, name: 'Orijen', depth: 1 }];

function Harness({ items = rows }: { items?: Row[] }) {
  const { change, editing, openEdit, deleting, askDelete, close } = useEditAndDelete('brand', items);
  return (
    <>
      <TaxonomyTable kind="brands" list={{ status: 'succeeded', error: null }} rows={items} emptyText="Nothing here."
        label="Things" head={<th>Name</th>} cells={(row) => <td>{row.name}</td>} rowLevel={(row) => row.depth + 1}
        onEdit={openEdit} onDelete={askDelete}
        moreActions={(row) => <button type="button">Extra {row.name}</button>} />
      <p>Editing: {editing ? editing.item?.name ?? `new under ${editing.parentId ?? 'top'}` : 'none'}</p>
      <button type="button" onClick={() => openEdit(null, 3)}>Add under Acana</button>
      <DeleteDialog item={deleting} change={change} request="brandDelete" confirmLabel="Delete thing" onClose={close}>
        <p>Gone for good.</p>
      </DeleteDialog>
    </>
  );
}

function render(items?: Row[]) {
  const store = setupStore(undefined, { sagas: false });
  const dispatched = jest.spyOn(store, 'dispatch');
  return { dispatched, ...renderWithStore(<Harness items={items} />, { store }) };
}

describe('taxonomy table', () => {
  it('lists each row with its cells, level, extra actions, then Edit and Delete', () => {
    render();
    const table = screen.getByRole('table', { name: 'Things' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((row) => row.getAttribute('data-level'))).toEqual(['1', '2']);
    expect(within(body[1]).getAllByRole('button').map((button) => button.textContent)).toEqual(['Extra Orijen', 'Edit', 'Delete']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    render([]);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the edit of the row through the store, and asks before sending the delete of the chosen row', async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Edit Orijen' }));
    expect(dispatched).toHaveBeenCalledWith(taxonomyActions.editOpened({ kind: 'brand', id: 7, parentId: null }));
    expect(screen.getByText('Editing: Orijen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add under Acana' }));
    expect(dispatched).toHaveBeenCalledWith(taxonomyActions.editOpened({ kind: 'brand', id: null, parentId: 3 }));
    expect(screen.getByText('Editing: new under 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Acana' }));
    expect(dispatched).toHaveBeenCalledWith(taxonomyActions.deleteAsked({ kind: 'brandDelete', id: 3 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acana?' });
    expect(within(dialog).getByText('Gone for good.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete thing' }));
    expect(dispatched).toHaveBeenCalledWith(taxonomyActions.changeSubmitted({ kind: 'brandDelete', id: 3 }));
    expect(within(dialog).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
  });

  it('closing forgets both the edit and the delete', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Edit Acana' }));
    await user.click(screen.getByRole('button', { name: 'Delete Orijen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Editing: none')).toBeInTheDocument();
  });

  describe('the open edit is the store\'s, so a replayed log shows it', () => {
    it('follows a dispatched editOpened, for its own kind of record and rows it has only', () => {
      const { store } = render();
      act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'meta', id: 3, parentId: null })); });
      expect(screen.getByText('Editing: none')).toBeInTheDocument();
      act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'brand', id: 99, parentId: null })); });
      expect(screen.getByText('Editing: none')).toBeInTheDocument();
      act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'brand', id: 3, parentId: null })); });
      expect(screen.getByText('Editing: Acana')).toBeInTheDocument();
      act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'brand', id: null, parentId: null })); });
      expect(screen.getByText('Editing: new under top')).toBeInTheDocument();
    });

    it('ends when the change the edit sent succeeds, not when another one does', () => {
      const { store } = render();
      act(() => {
        store.dispatch(taxonomyActions.editOpened({ kind: 'brand', id: 3, parentId: null }));
        store.dispatch(taxonomyActions.changeSucceeded({ change: { kind: 'brandDelete', id: 3 } }));
      });
      expect(screen.getByText('Editing: Acana')).toBeInTheDocument();
      act(() => {
        store.dispatch(taxonomyActions.changeSucceeded({ change: { kind: 'brand', id: 3, input: { name: 'Acana', slug: 'acana' } } }));
      });
      expect(screen.getByText('Editing: none')).toBeInTheDocument();
    });
  });

  describe('the delete question is the store\'s, so a replayed log shows it', () => {
    it('opens from a dispatched deleteAsked, for its own kind of item only', async () => {
      const { store } = render();
      act(() => { store.dispatch(taxonomyActions.deleteAsked({ kind: 'metaDelete', id: 3 })); });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => { store.dispatch(taxonomyActions.deleteAsked({ kind: 'brandDelete', id: 7 })); });
      expect(await screen.findByRole('dialog', { name: 'Delete Orijen?' })).toBeInTheDocument();
    });

    it('closes when the delete succeeds', async () => {
      const { store } = render();
      act(() => {
        store.dispatch(taxonomyActions.deleteAsked({ kind: 'brandDelete', id: 3 }));
        store.dispatch(taxonomyActions.changeSubmitted({ kind: 'brandDelete', id: 3 }));
      });
      expect(within(screen.getByRole('dialog', { name: 'Delete Acana?' })).getByRole('button', { name: 'Please wait…' })).toBeDisabled();
      act(() => { store.dispatch(taxonomyActions.changeSucceeded({ change: { kind: 'brandDelete', id: 3 } })); });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('stays open with the refusal, which a new question forgets', async () => {
      const { store, user } = render();
      act(() => {
        store.dispatch(taxonomyActions.deleteAsked({ kind: 'brandDelete', id: 3 }));
        store.dispatch(taxonomyActions.changeSubmitted({ kind: 'brandDelete', id: 3 }));
        store.dispatch(taxonomyActions.changeFailed({ message: 'Brand in use.' }));
      });
      const dialog = screen.getByRole('dialog', { name: 'Delete Acana?' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Brand in use.');
      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Delete Acana' }));
      expect(within(screen.getByRole('dialog', { name: 'Delete Acana?' })).queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
