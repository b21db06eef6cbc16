import { act, screen, waitFor, within } from '@testing-library/react';
import { editorActions } from '../../../src/client/features/admin/products/editor-slice';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { RULE_MSG } from '../../../src/client/features/admin/products/product-rules';
import { httpError, product } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi, type SentCall } from './admin-render';

const lists = {
  'GET /api/admin/brands': { count: 1, brands: [{ id: 2, name: 'Petkin', slug: 'petkin', thumbnail: null, products: 1 }] },
  'GET /api/admin/categories': { categories: [
    { id: 1, parent_id: null, name: 'Dog', slug: 'dog', sort: 1, image: null, products: 0 },
    { id: 4, parent_id: 1, name: 'Dog Food', slug: 'dog-food', sort: 1, image: null, products: 0 },
  ] },
  'GET /api/admin/metas': { count: 1, metas: [{ id: 7, name: 'Best seller', kind: 'badge', display: 1, products: 0 }] },
  'GET /api/admin/attributes': { types: [{ id: 1, name: 'Size', type: 2, attributes: [{ id: 5, name: 'S', value: null, description: null }, { id: 6, name: 'L', value: null, description: null }] }] },
};
const saved = (calls: SentCall[]) => calls.filter((call) => call.url.startsWith('/api/admin/products') && call.method !== 'GET');

describe('Product editor', () => {
  it('checks the fields before sending and marks each problem', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, ...lists, 'POST /api/admin/products': { status: 1, product: product() } });
    const { user } = renderAdmin('/admin/products/new');
    const form = await screen.findByRole('form', { name: 'Product' });
    await user.type(within(form).getByRole('textbox', { name: 'Slug *' }), 'Steel Bowl');
    await user.type(within(form).getByRole('textbox', { name: 'Variant 1 price' }), '10');
    await user.type(within(form).getByRole('textbox', { name: 'Variant 1 sale' }), '12');
    await user.clear(within(form).getByRole('textbox', { name: 'Variant 1 stock' }));
    await user.type(within(form).getByRole('textbox', { name: 'Variant 1 stock' }), '-3');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    expect(await within(form).findByText(RULE_MSG.nameRequired)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name *' })).toHaveAccessibleDescription(RULE_MSG.nameRequired);
    expect(within(form).getByRole('textbox', { name: 'Slug *' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(RULE_MSG.slugFormat)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Variant 1 SKU' })).toHaveAccessibleDescription(RULE_MSG.skuRequired);
    expect(within(form).getByRole('textbox', { name: 'Variant 1 sale' })).toHaveAccessibleDescription(RULE_MSG.saleAbovePrice);
    expect(within(form).getByRole('textbox', { name: 'Variant 1 stock' })).toHaveAccessibleDescription(RULE_MSG.stock);
    expect(within(form).getByText('5 fields need correcting before saving.')).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);
  });

  it('creates a product from the form and opens it at its own address', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers, ...lists,
      'POST /api/admin/products': { status: 1, product: product({ id: 44 }) },
      'GET /api/admin/products/44': product({ id: 44 }),
    });
    const { user, router } = renderAdmin('/admin/products/new');
    const form = await screen.findByRole('form', { name: 'Product' });
    await user.type(within(form).getByRole('textbox', { name: 'Name *' }), "Kong's Rope, Large");
    await user.click(within(form).getByRole('button', { name: 'Make from the name' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Brand' }), 'Petkin');
    await user.click(within(form).getByRole('checkbox', { name: 'Dog Food' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Best seller' }));
    await user.type(within(form).getByRole('textbox', { name: 'Variant 1 SKU' }), 'ROPE-L');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Variant 1 attribute 1' }), 'L');
    await user.type(within(form).getByRole('textbox', { name: 'Variant 1 price' }), '25');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await user.type(within(form).getByRole('textbox', { name: 'Question 1 *' }), 'Machine washable?');
    await user.type(within(form).getByRole('textbox', { name: 'Answer 1 *' }), 'Yes, at 30 degrees.');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/44'));
    expect(await screen.findByText(ADMIN_MSG.productCreated)).toBeInTheDocument();
    expect(saved(calls)[0].body).toMatchObject({
      name: "Kong's Rope, Large", slug: 'kong-s-rope-large', brand_id: 2, category_ids: [4], meta_ids: [7], active: true,
      faqs: [{ question: 'Machine washable?', answer: 'Yes, at 30 degrees.' }],
      variants: [{ sku: 'ROPE-L', stock: 0, price: 25, sale_price: null, b2b_price: null, b2b_sale_price: null, attribute_ids: [6], thumbnail: null }],
    });
  });

  it('shows the server refusing a taken SKU and keeps what was typed', async () => {
    stubAdminApi({ ...signedInAnswers, ...lists, 'GET /api/admin/products/3': product(),
      'PUT /api/admin/products/3': { status: 0, message: 'The SKU BOWL-L is used by another product.' } });
    const { user } = renderAdmin('/admin/products/3');
    const form = await screen.findByRole('form', { name: 'Product' });
    const name = within(form).getByRole('textbox', { name: 'Name *' });
    await user.clear(name);
    await user.type(name, 'Steel Bowl Deluxe');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText('The SKU BOWL-L is used by another product.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(name).toHaveValue('Steel Bowl Deluxe');
  });

  it("sends a variant's stock and prices on their own at once", async () => {
    const calls = stubAdminApi({ ...signedInAnswers, ...lists, 'GET /api/admin/products/3': product(),
      'PATCH /api/admin/variants/31': { status: 1, variant: { ...product().variants[0], stock: 75 } } });
    const { user } = renderAdmin('/admin/products/3');
    const form = await screen.findByRole('form', { name: 'Product' });
    const stock = within(form).getByRole('textbox', { name: 'Variant 1 stock' });
    await user.clear(stock);
    await user.type(stock, '75');
    const [first] = within(form).getAllByRole('button', { name: 'Save stock and prices' });
    await user.click(first);
    expect(await screen.findByText(ADMIN_MSG.variantSaved('BOWL-S'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      stock: 75, price: 12, sale_price: 10.5, b2b_price: 9, b2b_sale_price: null, stock_seen: product().variants[0].stock,
    });
  });

  it('reorders and removes images, saving the new order; removing asks first', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, ...lists, 'GET /api/admin/products/3': product(),
      'PUT /api/admin/products/3/images': (call: SentCall) => ({
        status: 1, images: (call.body as { names: string[] }).names.map((name) => ({ name, url: `/media/${name}` })),
      }) });
    const { user } = renderAdmin('/admin/products/3');
    const gallery = await screen.findByRole('list', { name: 'Gallery order' });
    await user.click(within(gallery).getByRole('button', { name: 'Move bowl-2.webp up' }));
    await waitFor(() => expect(within(gallery).getAllByRole('listitem')[0]).toHaveTextContent('bowl-2.webp · Thumbnail'));
    await user.click(within(gallery).getByRole('button', { name: 'Remove bowl-1.webp' }));
    // Kept at first: the question says what goes.
    let question = await screen.findByRole('dialog', { name: 'Remove bowl-1.webp?' });
    expect(question).toHaveTextContent("The picture is deleted from the shop. Variants that show it show the product's image instead.");
    await user.click(within(question).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove bowl-1.webp?' })).toBeNull());
    expect(calls.filter((call) => call.url.endsWith('/images'))).toHaveLength(1);
    await user.click(within(gallery).getByRole('button', { name: 'Remove bowl-1.webp' }));
    question = await screen.findByRole('dialog', { name: 'Remove bowl-1.webp?' });
    await user.click(within(question).getByRole('button', { name: 'Remove the image' }));
    await waitFor(() => expect(within(gallery).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Remove bowl-1.webp?' })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/images')).map((call) => call.body)).toEqual([
      { names: ['bowl-2.webp', 'bowl-1.webp'] }, { names: ['bowl-2.webp'] },
    ]);
  });

  it("shows each variant's VAT category and sends the one chosen, Standard 5 % for a new variant", async () => {
    const calls = stubAdminApi({ ...signedInAnswers, ...lists, 'GET /api/admin/products/3': product(),
      'PUT /api/admin/products/3': { status: 1, product: product() } });
    const { user } = renderAdmin('/admin/products/3');
    const form = await screen.findByRole('form', { name: 'Product' });
    expect(within(form).getByRole('combobox', { name: 'Variant 1 VAT category' })).toHaveDisplayValue('Standard 5 %');
    expect(within(form).getByRole('combobox', { name: 'Variant 2 VAT category' })).toHaveDisplayValue('Zero-rated 0 %');
    await user.click(within(form).getByRole('button', { name: 'Add variant' }));
    const added = within(form).getByRole('combobox', { name: 'Variant 3 VAT category' });
    expect(added).toHaveDisplayValue('Standard 5 %');
    expect(within(added).getAllByRole('option').map((option) => option.textContent)).toEqual(['Standard 5 %', 'Zero-rated 0 %', 'Exempt']);
    await user.type(within(form).getByRole('textbox', { name: 'Variant 3 SKU' }), 'BOWL-XL');
    await user.type(within(form).getByRole('textbox', { name: 'Variant 3 price' }), '22');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Variant 1 VAT category' }), 'Exempt');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(ADMIN_MSG.productSaved)).toBeInTheDocument();
    const body = saved(calls)[0].body as { variants: Array<{ sku: string; vat_category: string }>; updated_at_seen: string };
    expect(body.variants.map((v) => [v.sku, v.vat_category])).toEqual([['BOWL-S', 'E'], ['BOWL-L', 'Z'], ['BOWL-XL', 'S']]);
    expect(body.updated_at_seen).toBe(product().updated_at);
  });

  it('says when someone else changed the product meanwhile, and loads their version on request', async () => {
    const reason = 'Someone else changed this product while you were editing it. Nothing was saved. Reload the product to see their changes, then make yours again.';
    let loads = 0;
    stubAdminApi({ ...signedInAnswers, ...lists,
      'GET /api/admin/products/3': () => {
        loads += 1;
        return loads === 1 ? product() : product({ name: 'Steel Bowl by a colleague', updated_at: '2025-03-02T10:00:00.000Z' });
      },
      'PUT /api/admin/products/3': httpError(409, { status: 0, message: reason }) });
    const { user } = renderAdmin('/admin/products/3');
    const form = await screen.findByRole('form', { name: 'Product' });
    const name = within(form).getByRole('textbox', { name: 'Name *' });
    await user.clear(name);
    await user.type(name, 'My Steel Bowl');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText(reason, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(name).toHaveValue('My Steel Bowl');

    await user.click(within(form).getByRole('button', { name: /Reload the product/ }));
    const reloaded = await screen.findByRole('form', { name: 'Product' });
    await waitFor(() => expect(within(reloaded).getByRole('textbox', { name: 'Name *' })).toHaveValue('Steel Bowl by a colleague'));
    expect(loads).toBe(2);
    expect(within(reloaded).queryByRole('button', { name: /Reload the product/ })).not.toBeInTheDocument();
  });

  it('asks before deleting a product: a refusal keeps the question open, a replayed log opens it, success closes it', async () => {
    let refuse = true;
    stubAdminApi({ ...signedInAnswers, ...lists, 'GET /api/admin/products/3': product(),
      'DELETE /api/admin/products/3': () => (refuse ? { status: 0, message: 'It is on open orders.' } : { status: 1 }) });
    const { user, store, router } = renderAdmin('/admin/products/3');
    await screen.findByRole('form', { name: 'Product' });
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Steel Bowl?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It is on open orders.');
    act(() => { store.dispatch(editorActions.deleteDismissed()); });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => { store.dispatch(editorActions.deleteAsked()); });
    dialog = await screen.findByRole('dialog', { name: 'Delete Steel Bowl?' });
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText(ADMIN_MSG.productDeleted)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(screen.queryByRole('dialog', { name: 'Delete Steel Bowl?' })).not.toBeInTheDocument();
  });
});
