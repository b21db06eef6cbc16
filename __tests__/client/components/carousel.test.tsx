import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { Carousel } from '../../../src/client/components/carousel/Carousel';
import { useHiddenSlidesUnfocusable } from '../../../src/client/components/carousel/use-hidden-slides-unfocusable';

// react-slick itself is replaced: these tests are about what the wrapper does around it.
const sliderCalls: string[] = [];
jest.mock('react-slick', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  const Fake = React.forwardRef(function FakeSlider({ children }: { children: ReactNode }, ref) {
    React.useImperativeHandle(ref, () => ({ slickPause: () => sliderCalls.push('pause'), slickPlay: () => sliderCalls.push('play') }));
    return <div className="slick-slider">{children}</div>;
  });
  return { __esModule: true, default: Fake };
});

/** Slides marked up as react-slick marks them: the one on show, one hidden, one cloned. */
function Slides() {
  const ref = useRef<HTMLDivElement>(null);
  useHiddenSlidesUnfocusable(ref);
  return (
    <div ref={ref}>
      <div className="slick-slide" aria-hidden="false"><a href="/a">Shown</a></div>
      <div className="slick-slide" aria-hidden="true"><a href="/b">Hidden</a><a href="/c" tabIndex={-1}>Already out</a></div>
      <div className="slick-slide slick-cloned" aria-hidden="true"><button type="button">Cloned</button></div>
      <ul className="slick-dots"><li className="slick-active"><button type="button">1</button></li><li><button type="button">2</button></li></ul>
    </div>
  );
}

const slideOf = (name: string) => screen.getByText(name).closest('.slick-slide') as HTMLElement;

describe('controls on hidden slides', () => {
  it('leave the tab order while their slide is hidden, and the dot of the slide on show is current', () => {
    render(<Slides />);
    expect(screen.getByRole('link', { name: 'Shown' })).not.toHaveAttribute('tabindex');
    expect(screen.getByText('Hidden')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Cloned')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
  });

  it('follow the carousel as it moves, and leave controls that were out of the tab order already', async () => {
    render(<Slides />);
    act(() => {
      slideOf('Shown').setAttribute('aria-hidden', 'true');
      slideOf('Hidden').setAttribute('aria-hidden', 'false');
      screen.getByRole('button', { name: '1' }).parentElement!.classList.remove('slick-active');
      screen.getByRole('button', { name: '2' }).parentElement!.classList.add('slick-active');
    });
    await waitFor(() => expect(screen.getByText('Hidden')).not.toHaveAttribute('tabindex'));
    expect(screen.getByText('Shown')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Already out')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
  });
});

describe('Carousel rotation and keyboard focus', () => {
  beforeEach(() => {
    sliderCalls.length = 0;
  });

  it('pauses while keyboard focus is inside and plays again once it leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Carousel autoplay>
          <a href="/one">One</a>
          <a href="/two">Two</a>
        </Carousel>
        <a href="/after">After</a>
      </>,
    );
    await screen.findByRole('link', { name: 'Two' }); // the slider's script has arrived
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Two' })).toHaveFocus();
    expect(sliderCalls).toEqual(['pause', 'pause']);
    await user.tab();
    expect(sliderCalls).toEqual(['pause', 'pause', 'play']);
  });

  it('leaves a carousel without autoplay alone', async () => {
    const user = userEvent.setup();
    render(<Carousel><a href="/one">One</a></Carousel>);
    await user.tab();
    expect(sliderCalls).toEqual([]);
  });
});
