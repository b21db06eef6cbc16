import { screen } from '@testing-library/react';
import { AboutPage } from '../../../src/client/pages/about/AboutPage';
import { renderWithStore } from '../../support/render';

describe('About page', () => {
  beforeEach(() => {
    renderWithStore(<AboutPage />, { route: '/about-us' });
  });

  it('has the ABOUT COMPANY and OUR COMPETENCIES sections', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'ABOUT COMPANY' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'OUR COMPETENCIES' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ABOUT COMPANY' })).toBeInTheDocument();
  });

  it('states the facts of spec section 1', () => {
    expect(screen.getByText(/^Petora was established in Dubai in 2023/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Over 12 years of international experience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'An IT team of over 90 people' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '60 international brands' })).toBeInTheDocument();
  });

  it('shows the two about images at their real size, lazily', () => {
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/media/about-1.webp', '/media/about-2.webp']);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '800');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.getAttribute('alt')).not.toBe('');
    }
  });

  it('names itself in the tab title and description', () => {
    expect(document.title).toBe('About us | Petora');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/established in 2023/);
  });
});
