import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { FormField } from '../../../src/client/components/fields/FormField';
import { theme } from '../../../src/client/styles/theme';

type Name = 'email' | 'code';

/** A form state as small as the field needs: values, a setter per field and one rule error. */
function Form({ problem, otherwise }: { problem: { field: string; message: string } | null; otherwise?: string | null }) {
  const [values, setValues] = useState<Record<Name, string>>({ email: 'a@shop.ae', code: '' });
  const fields = {
    values,
    change: (field: Name) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    errorOf: (field: string) => (problem?.field === field ? problem.message : null),
  };
  return (
    <>
      <FormField fields={fields} name="email" label="Email" type="email" mandatory otherwise={otherwise} />
      <FormField fields={fields} name="code" label="Code" inputMode="numeric" />
      <output>{JSON.stringify(values)}</output>
    </>
  );
}

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('FormField', () => {
  it('shows its own value and writes edits back to that value only', async () => {
    themed(<Form problem={null} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('a@shop.ae');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '42');
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"a@shop.ae","code":"42"}');
  });

  it("shows the rules' error for its own name, tied to the input", () => {
    themed(<Form problem={{ field: 'code', message: 'Enter the code.' }} />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Enter the code.');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it("shows the live hint only while the rules found nothing, and the rules' error over it", () => {
    const { rerender } = themed(<Form problem={null} otherwise="Passwords differ." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Passwords differ.');
    rerender(<ThemeProvider theme={theme}><Form problem={{ field: 'email', message: 'Email is required.' }} otherwise="Passwords differ." /></ThemeProvider>);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required.');
  });
});
