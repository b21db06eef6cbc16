import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MAX_STARS, Rating, recommendPercent } from '../../../src/client/features/catalog/components/Rating';
import { theme } from '../../../src/client/styles/theme';
import type { Review } from '../../../src/shared/api-types';

// Spec section 2: recommendation percent is rate*100/5; the rating shows one decimal, 5 stars at most.
const review = (rate: number): Review => ({ customer_name: 'Shop', comment: 'ok', rate, date: '2024-01-01' });

describe('recommendPercent', () => {
  it.each([
    [0, 0], [1, 20], [2.5, 50], [4, 80], [4.36, 87], [4.5, 90], [4.99, 100], [5, 100], [0.1, 2], [3.33, 67],
  ])('rate %d recommends %i %%', (rate, percent) => {
    expect(recommendPercent(rate)).toBe(percent);
  });

  it('stays between 0 and 100 for rates outside the scale', () => {
    expect(recommendPercent(7)).toBe(100);
    expect(recommendPercent(-1)).toBe(0);
    expect(MAX_STARS).toBe(5);
  });
});

describe('Rating', () => {
  const renderRating = (rate: number, reviews: Review[]) =>
    render(<ThemeProvider theme={theme}><Rating rate={rate} reviews={reviews} /></ThemeProvider>);

  it('shows the rate with one decimal, the stars filled to it, the percent and the review count', () => {
    const { container } = renderRating(3.84, [review(4), review(4)]);
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3.8')).toBeInTheDocument();
    expect(screen.getByText('77% recommend this product (2 reviews)')).toBeInTheDocument();
    expect((container.querySelector('[aria-hidden="true"]') as HTMLElement).style.inlineSize).toBe('76.8%');
  });

  it('says review in the singular for one review, and shows 0.0 without a rating', () => {
    const { unmount } = renderRating(5, [review(5)]);
    expect(screen.getByText('100% recommend this product (1 review)')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
    unmount();
    renderRating(0, []);
    expect(screen.getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('0% recommend this product (0 reviews)')).toBeInTheDocument();
  });

  it('never shows more than 5 stars', () => {
    renderRating(6.2, []);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
  });
});
