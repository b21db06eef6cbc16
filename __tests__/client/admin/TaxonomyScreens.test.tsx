import { act, screen, waitFor, within } from '@testing-library/react';
import { selectTaxonomyEdit } from '../../../src/client/features/admin/admin-selectors';
import { taxonomyActions } from '../../../src/client/features/admin/taxonomy/taxonomy-slice';
import { renderAdmin, signedInAnswers, stubAdminApi, type SentCall } from './admin-render';

const categories = [
  { id: 1, parent_id: null, name: 'Dog', slug: 'dog', sort: 1, image: null, products: 0 },
  { id: 4, parent_id: 1, name: 'Dog Food', slug: 'dog-food', sort: 1, image: null, products: 30 },
  { id: 9, parent_id: 4, name: 'Puppy Food', slug: 'puppy-food', sort: 1, image: null, products: 5 },
  { id: 2, parent_id: null, name: 'Cat', slug: 'cat', sort: 2, image: null, products: 0 },
];
const changes = (calls: SentCall[]) => calls.filter((call) => call.method !== 'GET');

describe('category tree screen', () => {
  it('shows the tree in order, indented by level', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/categories': { categories } });
    renderAdmin('/admin/categories');
    const table = await screen.findByRole('table', { name: 'Category tree' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [(row as HTMLTableRowElement).cells[0].textContent, row.getAttribute('data-level')])).toEqual([
      ['Dog, level 1', '1'], ['└ Dog Food, level 2', '2'], ['└ Puppy Food, level 3', '3'], ['Cat, level 1', '1'],
    ]);
  });

  it('adds a child under the chosen category', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/categories': { categories }, 'POST /api/admin/categories': { status: 1 } });
    const { user } = renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Add child to Dog Food' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    expect(within(dialog).getByRole('combobox', { name: 'Parent' })).toHaveDisplayValue('— Dog Food');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Senior Food');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(calls)[0].body).toEqual({ name: 'Senior Food', slug: 'senior-food', parent_id: 4, sort: 0 });
  });

  it('never offers a category or its descendants as its own parent, and shows refusals', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/categories': { categories },
      'PUT /api/admin/categories/1': { status: 0, message: 'A category cannot sit inside itself.' },
      'DELETE /api/admin/categories/1': { status: 0, message: 'Move or delete its sub-categories first.' },
    });
    const { user } = renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Edit Dog' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Dog' });
    const options = within(within(dialog).getByRole('combobox', { name: 'Parent' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None (top level)', 'Cat']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Parent' }), 'Cat');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A category cannot sit inside itself.');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: 'Delete Dog' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Dog?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Move or delete its sub-categories first.');
  });
});

describe('category tree screen: the dialog the store says is open, as a replayed log sets it', () => {
  it('shows the add dialog under the parent the store names, the edit of the category it names, and neither once dismissed', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/categories': { categories } });
    const { store } = renderAdmin('/admin/categories');
    await screen.findByRole('table', { name: 'Category tree' });
    act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'category', id: null, parentId: 4 })); });
    const adding = await screen.findByRole('dialog', { name: 'Add category' });
    expect(within(adding).getByRole('combobox', { name: 'Parent' })).toHaveDisplayValue('— Dog Food');
    act(() => { store.dispatch(taxonomyActions.editOpened({ kind: 'category', id: 9, parentId: null })); });
    const editing = await screen.findByRole('dialog', { name: 'Edit Puppy Food' });
    expect(within(editing).getByRole('textbox', { name: 'Name *' })).toHaveValue('Puppy Food');
    act(() => { store.dispatch(taxonomyActions.changeDismissed()); });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the edit through the store and closes it when the save succeeds there', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/categories': { categories }, 'PUT /api/admin/categories/2': { status: 1 } });
    const { store, user } = renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: 'Edit Cat' }));
    expect(selectTaxonomyEdit(store.getState())).toEqual({ kind: 'category', id: 2, parentId: null });
    const dialog = screen.getByRole('dialog', { name: 'Edit Cat' });
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectTaxonomyEdit(store.getState())).toBeNull();
  });
});

describe('brands screen', () => {
  it('shows the edit dialog of the brand the store names, with its refusal', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/brands': { count: 1, brands: [{ id: 5, name: 'Kong', slug: 'kong', thumbnail: null, products: 3 }] } });
    const { store } = renderAdmin('/admin/brands');
    await screen.findByRole('table');
    act(() => {
      store.dispatch(taxonomyActions.editOpened({ kind: 'brand', id: 5, parentId: null }));
      store.dispatch(taxonomyActions.changeFailed({ message: 'That slug is taken.' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kong' });
    expect(within(dialog).getByRole('textbox', { name: 'Name *' })).toHaveValue('Kong');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That slug is taken.');
  });

  it('adds a brand with its logo sent as a data URL', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/brands': { count: 0, brands: [] }, 'POST /api/admin/brands': { status: 1 } });
    const { user } = renderAdmin('/admin/brands');
    expect(await screen.findByText('No brands yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    const dialog = screen.getByRole('dialog', { name: 'Add brand' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name *' }), 'Kong');
    await user.upload(within(dialog).getByLabelText('Logo (PNG, JPEG or WebP)'), new File(['png'], 'kong.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes(calls)[0].body).toEqual({ name: 'Kong', slug: 'kong', logo: expect.stringMatching(/^data:image\/png;base64,/) });
  });
});

describe('metas screen', () => {
  it('lists features and badges with whether they are shown, and the attributes', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/metas': { count: 2, metas: [
        { id: 7, name: 'Best seller', kind: 'badge', display: 1, products: 4 },
        { id: 8, name: 'Grain free', kind: 'feature', display: 0, products: 9 },
      ] },
      'GET /api/admin/attributes': { types: [{ id: 1, name: 'Colour', type: 1, attributes: [{ id: 3, name: 'Red', value: '#c00', description: null }] }] },
    });
    renderAdmin('/admin/metas');
    const table = await screen.findByRole('table', { name: 'Features and badges' });
    const [, best, grain] = within(table).getAllByRole('row');
    expect(best).toHaveTextContent('Best sellerBadgeShown4');
    expect(grain).toHaveTextContent('Grain freeFeatureHidden9');
    expect(await screen.findByRole('cell', { name: 'Colour swatch' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Red' })).toBeInTheDocument();
  });
});
