import { createSelector } from '@reduxjs/toolkit';
import { adminOf, type WithAdmin } from './admin-reducer';
import { decisionOf } from './shared/decision-queue';
import { categoryTree } from './taxonomy/category-tree';

// Every selector takes a state that may lack the back office (see WithAdmin).

export const selectSession = (state: WithAdmin) => adminOf(state).session;
export const selectStaffToken = (state: WithAdmin) => adminOf(state).session.token;
export const selectStaffMember = (state: WithAdmin) => adminOf(state).session.staff;

export const selectCustomers = (state: WithAdmin) => adminOf(state).customers.list;
export const selectCustomerQuery = (state: WithAdmin) => adminOf(state).customers.list.query;
/** The decision made for one customer: on its way, refused, or none. */
export const selectCustomerDecision = (state: WithAdmin, id: number | null) => decisionOf(adminOf(state).customers, id);
/** The confirmation open on the customer's details ('reject'), or null. */
export const selectCustomerQuestion = (state: WithAdmin) => adminOf(state).customers.asking;
export const selectOpenCustomer = (state: WithAdmin) => {
  const { list, openId } = adminOf(state).customers;
  return list.items.find((customer) => customer.id === openId) ?? null;
};

export const selectOrders = (state: WithAdmin) => adminOf(state).orders.list;
export const selectOrderQuery = (state: WithAdmin) => adminOf(state).orders.list.query;
/** The decision made for one order: on its way, refused, or none. */
export const selectOrderDecision = (state: WithAdmin, id: number | null) => decisionOf(adminOf(state).orders, id);
/** The confirmation open on the order's details ('approve' or 'cancel'), or null. */
export const selectOrderQuestion = (state: WithAdmin) => adminOf(state).orders.asking;
export const selectOpenOrder = (state: WithAdmin) => {
  const { list, openId } = adminOf(state).orders;
  return list.items.find((order) => order.order_id === openId) ?? null;
};

export const selectProducts = (state: WithAdmin) => adminOf(state).products.list;
export const selectProductQuery = (state: WithAdmin) => adminOf(state).products.list.query;

export const selectEditor = (state: WithAdmin) => adminOf(state).editor;
export const selectEditorProduct = (state: WithAdmin) => adminOf(state).editor.product;
export const selectEditorSave = (state: WithAdmin) => adminOf(state).editor.save;
export const selectEditorImages = (state: WithAdmin) => adminOf(state).editor.images;
export const selectVariantPatch = (state: WithAdmin) => adminOf(state).editor.variantPatch;

export const selectTaxonomy = (state: WithAdmin) => adminOf(state).taxonomy;
export const selectBrands = (state: WithAdmin) => adminOf(state).taxonomy.brands;
export const selectCategories = (state: WithAdmin) => adminOf(state).taxonomy.categories;
export const selectMetas = (state: WithAdmin) => adminOf(state).taxonomy.metas;
export const selectAttributes = (state: WithAdmin) => adminOf(state).taxonomy.attributes;
export const selectTaxonomyChange = (state: WithAdmin) => adminOf(state).taxonomy.change;
/** The brand, category or meta whose delete confirmation is open, or null. */
export const selectTaxonomyDelete = (state: WithAdmin) => adminOf(state).taxonomy.deleting;
/** The brand, category or meta add or edit dialog that is open, or null. */
export const selectTaxonomyEdit = (state: WithAdmin) => adminOf(state).taxonomy.editing;
const selectCategoryItems = (state: WithAdmin) => adminOf(state).taxonomy.categories.items;
/** The categories in tree order with their depth, for the tree screen and the editor. */
export const selectCategoryTree = createSelector([selectCategoryItems], categoryTree);

export const selectExport = (state: WithAdmin) => adminOf(state).csv.export;
export const selectImport = (state: WithAdmin) => adminOf(state).csv.import;

export const selectOutbox = (state: WithAdmin) => adminOf(state).records.outbox;
export const selectAudit = (state: WithAdmin) => adminOf(state).records.audit;
export const selectStaffList = (state: WithAdmin) => adminOf(state).records.staff;
export const selectStaffAdd = (state: WithAdmin) => adminOf(state).records.staffAdd;

export const selectLegalSettings = (state: WithAdmin) => adminOf(state).tax.legal;
export const selectLegalSave = (state: WithAdmin) => adminOf(state).tax.legalSave;
export const selectTaxDocuments = (state: WithAdmin) => adminOf(state).tax.documents;
export const selectTaxDownload = (state: WithAdmin) => adminOf(state).tax.downloading;
export const selectTaxPdfRetries = (state: WithAdmin) => adminOf(state).tax.pdfRetries;
