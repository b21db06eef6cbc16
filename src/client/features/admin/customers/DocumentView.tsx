import styled from 'styled-components';
import { Muted } from '../shared/admin-styles';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  figcaption {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  img, iframe {
    inline-size: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
  }

  img {
    max-block-size: 320px;
    object-fit: contain;
  }

  iframe {
    block-size: 360px;
  }
`;

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url);

/** A licence or TRN document shown inline: an image as itself, a PDF in a frame. */
export function DocumentView({ title, url }: { title: string; url: string | null }) {
  if (!url) {
    return (
      <Figure>
        <figcaption>{title}</figcaption>
        <Muted>No document uploaded.</Muted>
      </Figure>
    );
  }
  return (
    <Figure>
      <figcaption>
        {title}
        <a href={url} target="_blank" rel="noopener noreferrer">Open in a new tab</a>
      </figcaption>
      {isPdf(url) ? (
        <>
          <iframe title={title} src={url} />
          {/* The server's frame policy must allow this origin; the link works in any case. */}
          <Muted>If the PDF does not show here, open it in a new tab.</Muted>
        </>
      ) : <img src={url} alt={title} loading="lazy" />}
    </Figure>
  );
}
