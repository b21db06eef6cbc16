import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../../../src/client/components/Button';
import { PageIntro } from '../../../src/client/components/page/PageIntro';
import { DEFAULT_DESCRIPTION, pageTitle } from '../../../src/client/components/page/use-page-meta';
import { SkeletonGrid } from '../../../src/client/components/skeleton/SkeletonCard';
import { theme } from '../../../src/client/styles/theme';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('Button', () => {
  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    themed(
      <>
        <Button>Confirm</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});

describe('SkeletonGrid', () => {
  it('shows 4 placeholder cards by default and any number on request', () => {
    const { unmount } = themed(<SkeletonGrid />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
    unmount();
    themed(<SkeletonGrid count={24} />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(24);
  });
});

describe('PageIntro and page meta', () => {
  it('sets the tab title and description while shown and restores them after', () => {
    document.title = 'Before';
    const { unmount } = themed(<PageIntro title="Wishlist" lead="Products you saved for later appear here." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(document.title).toBe('Wishlist | Petora');
    expect(description()).toBe('Products you saved for later appear here.');
    unmount();
    expect(document.title).toBe('Before');
  });

  it('prefers an explicit description to the lead', () => {
    themed(<PageIntro title="New & Featured" lead="Latest arrivals." description="Pet supplies store." />);
    expect(description()).toBe('Pet supplies store.');
  });

  it('keeps one description in the document, so a second one (a shell\'s) cannot outlive its page', () => {
    document.head.innerHTML = '<meta name="description" content="Shell words"><meta name="description" content="Product words">';
    const { unmount } = themed(<PageIntro title="About" lead="Who we are." />);
    const tags = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((tag) => tag.content);
    expect(tags()).toEqual(['Who we are.']);
    unmount();
    expect(tags()).toEqual(['Shell words']);
  });

  it('names the shop alone when a page has no title', () => {
    expect(pageTitle('')).toBe('Petora');
    expect(DEFAULT_DESCRIPTION).toMatch(/pet supplies/i);
  });
});
