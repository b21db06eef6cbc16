import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { FileField } from '../../../src/client/components/fields/FileField';
import { theme } from '../../../src/client/styles/theme';

// The field keeps no error of its own: the form holds it (in the store, so a replay shows it).

function renderField(error: string | null = null) {
  const onPicked = jest.fn();
  const onRefused = jest.fn();
  const ui = (shown: string | null) => (
    <ThemeProvider theme={theme}>
      <FileField label="Lisence" error={shown} onPicked={onPicked} onRefused={onRefused} />
    </ThemeProvider>
  );
  const result = render(ui(error));
  return { onPicked, onRefused, rerender: (shown: string | null) => result.rerender(ui(shown)) };
}

const input = () => screen.getByLabelText('Lisence');

describe('FileField', () => {
  it('shows the error it is given under the field, and none without one', () => {
    const { rerender } = renderField('Please, choose a file of at most 5 MB.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Please, choose a file of at most 5 MB\./);
    rerender(null);
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please, choose a file of at most 5 MB.')).toBeNull();
  });

  it('reports a file of another type as refused, picks nothing and shows no error until told', () => {
    const { onPicked, onRefused } = renderField();
    fireEvent.change(input(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(onRefused).toHaveBeenCalledWith('Please, choose a .jpg, .jpeg, .png, .webp or .pdf file.');
    expect(onPicked).not.toHaveBeenCalled();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('hands over a readable file as a data URL and names it', async () => {
    const { onPicked, onRefused } = renderField();
    await userEvent.setup().upload(input(), new File(['png'], 'licence.png', { type: 'image/png' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith({ name: 'licence.png', dataUrl: `data:image/png;base64,${btoa('png')}` }));
    expect(await screen.findByText('Chosen file: licence.png')).toBeInTheDocument();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('reports no file when the choice is emptied', () => {
    const { onPicked } = renderField();
    fireEvent.change(input(), { target: { files: [] } });
    expect(onPicked).toHaveBeenCalledWith(null);
  });
});
