import reducer, {
  allLinesChoiceToggled, initialOrderListsState, lineChoiceToggled, lineCountChosen, lineSaved, listCreateSubmitted, listDeleteStarted,
  listEditCancelled, listLoaded, listPageOpened, listRenameStarted, listRenameSubmitted, listsChanged, pickerClosed, pickerListChosen,
  pickerOpened,
} from '../../../src/client/features/order-lists/order-lists-slice';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { ORDER_LIST_LIMITS, ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { detail, summary } from './list-fixtures';

// The order-lists state machine: which list is open, which lines are chosen and pending, what
// the picker is about to save; nothing of it survives a logout.

const run = (...actions: Array<{ type: string }>) => actions.reduce(reducer, initialOrderListsState);

describe('order lists slice', () => {
  it('opens a list and ignores a late answer for another one', () => {
    const state = run(listPageOpened({ id: 7 }), listLoaded({ list: detail(6, [[1, 2]]) }));
    expect(state.detail).toMatchObject({ id: 7, status: 'loading', list: null });
    expect(run(listPageOpened({ id: 7 }), listLoaded({ list: detail(7, [[1, 2]]) })).detail.status).toBe('succeeded');
  });

  it('chooses lines one by one or all at once, and forgets chosen lines that left the list', () => {
    const loaded = [listPageOpened({ id: 7 }), listLoaded({ list: detail(7, [[1, 2], [2, 3]]) })];
    expect(run(...loaded, lineChoiceToggled({ aid: 2 })).detail.chosen).toEqual([2]);
    expect(run(...loaded, lineChoiceToggled({ aid: 2 }), lineChoiceToggled({ aid: 2 })).detail.chosen).toEqual([]);
    expect(run(...loaded, allLinesChoiceToggled()).detail.chosen).toEqual([1, 2]);
    expect(run(...loaded, allLinesChoiceToggled(), allLinesChoiceToggled()).detail.chosen).toEqual([]);
    const afterRemoval = run(...loaded, allLinesChoiceToggled(), lineSaved({ aid: 2, list: detail(7, [[1, 2]]) }));
    expect(afterRemoval.detail.chosen).toEqual([1]);
  });

  it('marks a line pending until the shop answers with the list', () => {
    const asked = run(listPageOpened({ id: 7 }), listLoaded({ list: detail(7, [[1, 2]]) }), lineCountChosen({ listId: 7, aid: 1, count: 5 }));
    expect(asked.detail.pending).toEqual([1]);
    const saved = reducer(asked, lineSaved({ aid: 1, list: detail(7, [[1, 5]]) }));
    expect([saved.detail.pending, saved.detail.list?.lines[0].count]).toEqual([[], 5]);
  });

  it('asks before deleting, and a change of the lists closes the question', () => {
    expect(run(listDeleteStarted({ id: 3 })).lists.editing).toEqual({ kind: 'delete', id: 3 });
    expect(run(listDeleteStarted({ id: 3 }), listEditCancelled()).lists.editing).toBeNull();
    const changed = run(listDeleteStarted({ id: 3 }), listsChanged({ lists: [summary(1, 'Weekly')] }));
    expect(changed.lists).toEqual({ status: 'succeeded', items: [summary(1, 'Weekly')], saving: false, editing: null, nameProblem: null });
  });

  it('opens the picker for one entry point with its lines, and closes it', () => {
    const open = run(pickerOpened({ key: 'order-4', source: { from: 'order', order_id: 4 } }));
    expect(open.picker).toEqual({ key: 'order-4', source: { from: 'order', order_id: 4 }, saving: false, nameProblem: null });
    expect(reducer(open, pickerClosed()).picker.key).toBeNull();
  });

  it('turns back a blank or too long new list name with why, and takes the next good one', () => {
    const blank = run(listCreateSubmitted({ name: '   ' }));
    expect(blank.lists).toMatchObject({ saving: false, nameProblem: { form: 'create', message: ORDER_LIST_MESSAGES.nameBlank } });
    const long = run(listCreateSubmitted({ name: 'x'.repeat(ORDER_LIST_LIMITS.nameLength + 1) }));
    expect(long.lists.nameProblem).toEqual({ form: 'create', message: ORDER_LIST_MESSAGES.nameTooLong });
    expect(reducer(blank, listCreateSubmitted({ name: 'Treats' })).lists).toMatchObject({ saving: true, nameProblem: null });
  });

  it('turns back a blank rename, and forgets the problem when the rename is left', () => {
    const refused = run(listRenameStarted({ id: 3 }), listRenameSubmitted({ id: 3, name: '' }));
    expect(refused.lists).toMatchObject({ saving: false, editing: { kind: 'rename', id: 3 }, nameProblem: { form: 'rename', message: ORDER_LIST_MESSAGES.nameBlank } });
    expect(reducer(refused, listEditCancelled()).lists.nameProblem).toBeNull();
    expect(reducer(refused, listDeleteStarted({ id: 3 })).lists.nameProblem).toBeNull();
    // A problem of the new-list form stays while a rename starts.
    expect(run(listCreateSubmitted({ name: '' }), listRenameStarted({ id: 3 })).lists.nameProblem).toMatchObject({ form: 'create' });
  });

  it("turns back the picker's blank new list name but not a chosen list, and a new opening starts clean", () => {
    const open = pickerOpened({ key: 'cart', source: { from: 'cart' } });
    const refused = run(open, pickerListChosen({ name: ' ' }));
    expect(refused.picker).toMatchObject({ saving: false, nameProblem: ORDER_LIST_MESSAGES.nameBlank });
    expect(reducer(refused, pickerListChosen({ listId: 4 })).picker).toMatchObject({ saving: true, nameProblem: null });
    expect(reducer(refused, open).picker.nameProblem).toBeNull();
  });

  it('forgets every list at logout', () => {
    const state = run(listsChanged({ lists: [summary(1, 'Weekly')] }), listPageOpened({ id: 1 }), logoutRequested());
    expect(state).toEqual(initialOrderListsState);
  });
});
