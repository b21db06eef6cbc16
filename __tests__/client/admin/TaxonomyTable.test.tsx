import { screen, waitFor, within } from '@testing-library/react';
import '../../../src/client/features/admin/admin-feature';
import { setupStore } from '../../../src/client/app/store';
import { DeleteDialog, TaxonomyTable, useEditAndDelete } from '../../../src/client/features/admin/taxonomy/TaxonomyTable';
import { taxonomyActions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { renderWithStore } from '../../support/render';

type Row = { id: number; name: string; depth: number };
const rows: Row[] = [{ id: 3, name: 'Acana', depth: 0 }, { id: 7, name: 'Orijen', depth: 1 }];

function Harness({ items = rows }: { items?: Row[] }) {
  const { change, editing, setEditing, deleting, setDeleting, close } = useEditAndDelete<Row, Row>();
  return (
    <>
      <TaxonomyTable kind="brands" list={{ status: 'succeeded', error: null }} rows={items} emptyText="Nothing here."
        label="Things" head={<th>Name</th>} cells={(row) => <td>{row.name}</td>} rowLevel={(row) => row.depth + 1}
        onEdit={setEditing} onDelete={setDeleting}
        moreActions={(row) => <button type="button">Extra {row.name}</button>} />
      <p>Editing: {editing?.name ?? 'none'}</p>
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

  it('hands the row to Edit, and asks before sending the delete of the chosen row', async () => {
    const { user, dispatched } = render();
    await user.click(screen.getByRole('button', { name: 'Edit Orijen' }));
    expect(screen.getByText('Editing: Orijen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Acana' }));
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
});
