// What the price-list screens say after a change (toasts) and in the delete dialog.
export const PRICING_MSG = {
  listAdded: (name: string) => `Price list ${name} added.`,
  listSaved: (name: string) => `Price list ${name} saved.`,
  listPaused: (name: string) => `${name} is paused: its customers pay the normal B2B prices until it is active again.`,
  listResumed: (name: string) => `${name} is active again: its customers get its prices.`,
  listDeleted: (name: string) => `Price list ${name} deleted.`,
  groupAdded: (name: string) => `Customer group ${name} added.`,
  groupSaved: (name: string) => `Customer group ${name} saved.`,
  ruleAdded: 'Rule added.',
  ruleSaved: 'Rule saved.',
  ruleDeleted: 'Rule deleted.',
  termsSaved: "The customer's prices are saved.",
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting a list takes away, for the confirmation dialog. */
export function listDeleteEffects(list: { rules: number; customers: number; groups: number }, groupNames: string[]): string[] {
  const lines = [list.rules === 0 ? 'It has no rules.' : `Its ${count(list.rules, 'rule is', 'rules are')} deleted with it.`];
  const users = [
    list.customers > 0 ? `${count(list.customers, 'customer', 'customers')} (as their own list)` : '',
    list.groups > 0 ? `${count(list.groups, 'group', 'groups')}${groupNames.length > 0 ? ` (${groupNames.join(', ')})` : ''}` : '',
  ].filter(Boolean);
  lines.push(users.length === 0
    ? 'No customer or group uses it.'
    : `${users.join(' and ')} lose it: from then on they pay the normal B2B prices, unless their group has another list.`);
  return lines;
}
