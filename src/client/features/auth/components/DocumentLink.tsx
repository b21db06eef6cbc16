import styled from 'styled-components';

const Thumb = styled.img`
  inline-size: 96px;
  block-size: 96px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
`;

interface DocumentLinkProps {
  /** The stored file name (customer.lisence_number or otrn_number). */
  name: string | null;
  /** How the spec names the document: 'Lisence' or 'TRN'. */
  label: 'Lisence' | 'TRN';
}

/** Where an uploaded licence or TRN is fetched from (spec section 7). */
export const uploadUrl = (name: string) => `/uploads/${encodeURIComponent(name)}`;

/**
 * The document already on file (spec section 2): a PDF as a 'Download … PDF' link, an image as
 * a thumbnail that opens the full file.
 */
export function DocumentLink({ name, label }: DocumentLinkProps) {
  if (!name) return null;
  const url = uploadUrl(name);
  if (/\.pdf$/i.test(name)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        Download {label} PDF
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${label}`}>
      <Thumb src={url} alt={`Current ${label}`} width={96} height={96} loading="lazy" />
    </a>
  );
}
