import { Children, lazy, Suspense, type ComponentProps, type Ref } from 'react';
import type SlickSlider from 'react-slick';
import styled from 'styled-components';

// react-slick is not needed to paint a carousel's first slides: they show as plain markup at
// once, and the slider takes over when its script (about 13 kB gzip) has arrived. The home page
// thus renders with no more script than its own.
const Slider = lazy(() => import(/* webpackChunkName: "slider" */ 'react-slick'));

type SliderProps = ComponentProps<typeof SlickSlider> & { ref?: Ref<SlickSlider> };

const FirstSlides = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  overflow: hidden;
`;

/** A react-slick carousel whose first slides show before the slider script is there. */
export function LazySlider(props: SliderProps) {
  const count = Math.max(1, Math.floor(props.slidesToShow ?? 1));
  // A vertical slider stacks its first slides; a horizontal one puts them side by side.
  const fallback = <FirstSlides $columns={props.vertical ? 1 : count}>{Children.toArray(props.children).slice(0, count)}</FirstSlides>;
  return (
    <Suspense fallback={fallback}>
      <Slider {...props} />
    </Suspense>
  );
}
