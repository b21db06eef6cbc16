import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { InlineForm } from '../../../src/client/features/admin/shared/InlineForm';
import { theme } from '../../../src/client/styles/theme';

function renderForm(onSubmit: () => void, disabled?: boolean) {
  return render(
    <ThemeProvider theme={theme}>
      <InlineForm label="Add price list" submitLabel="Add list" onSubmit={onSubmit} disabled={disabled}>
        <label>New price list <input required /></label>
      </InlineForm>
    </ThemeProvider>,
  );
}

describe('InlineForm', () => {
  it('is a named form whose fields come before its submit button', () => {
    renderForm(jest.fn());
    const form = screen.getByRole('form', { name: 'Add price list' });
    expect(form).toHaveAttribute('novalidate');
    const [field, button] = [within(form).getByRole('textbox', { name: 'New price list' }), within(form).getByRole('button', { name: 'Add list' })];
    expect(button).toHaveAttribute('type', 'submit');
    expect(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hands the submit to the screen, by button or Enter, without leaving the page', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Add list' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New price list' }), 'Gold{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('takes no submit while disabled', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit, true);
    expect(screen.getByRole('button', { name: 'Add list' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add list' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
