import { type WithAdmin, adminOf } from '../admin-reducer';

export const selectPriceLists = (state: WithAdmin) => adminOf(state).pricing.lists;
export const selectCustomerGroups = (state: WithAdmin) => adminOf(state).pricing.groups;
export const selectPriceRules = (state: WithAdmin) => adminOf(state).pricing.rules;
export const selectPricingChange = (state: WithAdmin) => adminOf(state).pricing.change;
export const selectContractImport = (state: WithAdmin) => adminOf(state).pricing.imported;
export const selectCustomerTerms = (state: WithAdmin) => adminOf(state).pricing.terms;
