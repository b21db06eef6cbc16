import { act, screen, within } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { TopMenu } from '../../../src/client/features/layout/components/TopMenu';
import { initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { renderWithStore } from '../../support/render';
import { menusFixture } from './layout-fixtures';

// The panels show on hover or focus through CSS (:focus-within); jsdom has no layout, so these
// tests read the data-dismissed mark that the CSS keeps a panel shut by.
const entryOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

function renderMenu() {
  const store = setupStore({ layout: { ...initialLayoutState, menus: menusFixture } }, { sagas: false });
  return renderWithStore(<TopMenu />, { store });
}

describe('TopMenu with the keyboard', () => {
  it('shuts an open panel with Escape and leaves focus on its entry', async () => {
    const { user } = renderMenu();
    act(() => screen.getByRole('link', { name: 'Dog' }).focus());
    const panel = screen.getByRole('list', { name: 'Dog' });
    act(() => within(panel).getByRole('link', { name: 'Food' }).focus());

    await user.keyboard('{Escape}');
    expect(entryOf('Dog')).toHaveAttribute('data-dismissed');
    expect(screen.getByRole('link', { name: 'Dog' })).toHaveFocus();
  });

  it('opens the panel again when focus comes back to its entry from outside', async () => {
    const { user } = renderMenu();
    act(() => screen.getByRole('link', { name: 'Dog' }).focus());
    await user.keyboard('{Escape}');
    expect(entryOf('Dog')).toHaveAttribute('data-dismissed');

    act(() => screen.getByRole('link', { name: 'Cat' }).focus());
    act(() => screen.getByRole('link', { name: 'Dog' }).focus());
    expect(entryOf('Dog')).not.toHaveAttribute('data-dismissed');
  });

  it('ignores other keys', async () => {
    const { user } = renderMenu();
    act(() => screen.getByRole('link', { name: 'Dog' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(entryOf('Dog')).not.toHaveAttribute('data-dismissed');
  });
});
