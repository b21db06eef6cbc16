import { createSelector } from '@reduxjs/toolkit';
import { type WithAdmin, adminOf } from '../admin-reducer';

export const selectPriceLists = (state: WithAdmin) => adminOf(state).pricing.lists;
export const selectCustomerGroups = (state: WithAdmin) => adminOf(state).pricing.groups;
export const selectPriceRules = (state: WithAdmin) => adminOf(state).pricing.rules;
export const selectRulesQuery = (state: WithAdmin) => adminOf(state).pricing.rules.query;
export const selectPricingChange = (state: WithAdmin) => adminOf(state).pricing.change;
export const selectContractImport = (state: WithAdmin) => adminOf(state).pricing.imported;
export const selectCustomerTerms = (state: WithAdmin) => adminOf(state).pricing.terms;
export const selectPricingEditing = (state: WithAdmin) => adminOf(state).pricing.editing;
const selectDeleting = (state: WithAdmin) => adminOf(state).pricing.deleting;

/** The delete waiting in the dialog with what it takes away: the list and the groups using it, or the rule. */
export const selectDeleteQuestion = createSelector(
  [selectDeleting, selectPriceLists, selectCustomerGroups, selectPriceRules],
  (deleting, lists, groups, rules) => {
    if (deleting === null) return null;
    if (deleting.kind === 'list') {
      return {
        ...deleting,
        list: lists.items.find((l) => l.id === deleting.id) ?? null,
        groupNames: groups.items.filter((g) => g.price_list_id === deleting.id).map((g) => g.name),
      };
    }
    return {
      ...deleting,
      listName: lists.items.find((l) => l.id === deleting.listId)?.name ?? '',
      rule: rules.items.find((r) => r.id === deleting.ruleId) ?? null,
    };
  },
);
