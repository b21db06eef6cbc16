import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseIcon } from '../icons';
import { Backdrop, fade, IconButton } from './dialog-styles';
import { useOverlay } from './use-overlay';

const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  pointer-events: none;
`;

const Panel = styled.div<{ $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: min(100%, ${({ $width }) => $width});
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  pointer-events: auto;
  ${fade}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

const ModalBackdrop = styled(Backdrop)`
  z-index: ${({ theme }) => theme.zIndex.modal};
`;

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  closeLabel?: string;
}

/**
 * A centred dialog (variant picker, image zoom, address book): traps focus, closes on Escape,
 * the close icon or a click outside, and gives focus back to what opened it.
 */
export function Modal({ open, title, onClose, children, width = '560px', closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  const { mounted, backdrop, panel } = useOverlay<HTMLDivElement>({ open, onClose });
  if (!mounted) return null;
  return createPortal(
    <>
      <ModalBackdrop {...backdrop} />
      <Frame>
        <Panel {...panel} aria-labelledby={titleId} $width={width}>
          <Head>
            <h2 id={titleId}>{title}</h2>
            <IconButton aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Head>
          <Body>{children}</Body>
        </Panel>
      </Frame>
    </>,
    document.body,
  );
}
