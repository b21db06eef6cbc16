import styled from 'styled-components';
import { Container } from '../../components/Container';
import { usePageMeta } from '../../components/page/use-page-meta';
import { ABOUT_DESCRIPTION, ABOUT_TITLE, COMPANY_PARAGRAPHS, COMPETENCIES } from './about-copy';

// Text comes first in reading order everywhere; wide screens alternate the image side.
const Section = styled.section<{ $imageFirst?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > img {
      order: ${({ $imageFirst }) => ($imageFirst ? -1 : 0)};
    }
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  text-align: start;

  h1, h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Figure = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

const CompetencyList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /about-us: who the company is and what it is good at (spec sections 1 and 2). */
export function AboutPage() {
  usePageMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);
  return (
    <Container>
      <Section aria-labelledby="about-company">
        <Text>
          <h1 id="about-company">ABOUT COMPANY</h1>
          {COMPANY_PARAGRAPHS.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Text>
        <Figure
          src="/media/about-1.webp"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          alt="Shelves of dog and cat food in the Petora warehouse in Dubai"
        />
      </Section>
      <Section aria-labelledby="our-competencies" $imageFirst>
        <Text>
          <h2 id="our-competencies">OUR COMPETENCIES</h2>
          <CompetencyList>
            {COMPETENCIES.map(({ title, text }) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </CompetencyList>
        </Text>
        <Figure
          src="/media/about-2.webp"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          alt="Petora delivery vans loaded with trade orders for the emirates"
        />
      </Section>
    </Container>
  );
}
