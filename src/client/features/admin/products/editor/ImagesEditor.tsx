import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectEditorImages, selectEditorProduct } from '../../admin-selectors';
import { Actions, ErrorText, Muted, SmallButton, Thumb } from '../../shared/admin-styles';
import { moveItem } from '../../shared/paged-list';
import { readAsDataUrl } from '../../shared/files';
import { editorActions } from '../editor-slice';
import { Section } from './editor-styles';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

const Gallery = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    cursor: grab;
  }

  li > span {
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

const ROLE = ['Thumbnail', 'Hover image'];

/**
 * The gallery: the first image is the thumbnail, the second the hover image. New files are
 * sent one by one (the server resizes them and stores WebP); the order is changed with the
 * buttons or by dragging, and every change is saved at once.
 */
export function ImagesEditor() {
  const dispatch = useAppDispatch();
  const product = useAppSelector(selectEditorProduct);
  const images = useAppSelector(selectEditorImages);
  const [dragged, setDragged] = useState<number | null>(null);
  const inputId = useId();
  if (!product) return null;
  const names = product.images.map((image) => image.name);
  const busy = images.status === 'uploading' || images.status === 'saving';
  const arrange = (next: string[]) => dispatch(editorActions.imagesArranged({ productId: product.id, names: next }));
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const dataUrls = await Promise.all(files.map(readAsDataUrl));
    dispatch(editorActions.imagesUploadSubmitted({ productId: product.id, images: dataUrls }));
  };
  const drop = (target: number) => {
    if (dragged !== null && dragged !== target) arrange(moveItem(names, dragged, target - dragged));
    setDragged(null);
  };
  return (
    <Section aria-busy={busy}>
      <legend>Images</legend>
      {product.images.length === 0 ? <Muted>No images yet.</Muted> : (
        <Gallery aria-label="Gallery order">
          {product.images.map((image, index) => (
            <li key={image.name} draggable={!busy} onDragStart={() => setDragged(index)} onDragOver={(event) => event.preventDefault()}
              onDrop={() => drop(index)}>
              <Thumb src={image.url} alt="" width={40} height={40} />
              <span>{image.name}{ROLE[index] ? ` · ${ROLE[index]}` : ''}</span>
              <SmallButton $variant="ghost" aria-label={`Move ${image.name} up`} disabled={busy || index === 0}
                onClick={() => arrange(moveItem(names, index, -1))}>↑</SmallButton>
              <SmallButton $variant="ghost" aria-label={`Move ${image.name} down`} disabled={busy || index === names.length - 1}
                onClick={() => arrange(moveItem(names, index, 1))}>↓</SmallButton>
              <SmallButton $variant="ghost" aria-label={`Remove ${image.name}`} disabled={busy}
                onClick={() => dispatch(editorActions.imageRemoveAsked({ name: image.name }))}>Remove</SmallButton>
            </li>
          ))}
        </Gallery>
      )}
      <Actions>
        <label htmlFor={inputId}>Add images (PNG, JPEG or WebP)</label>
        <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" multiple disabled={busy} onChange={choose} />
      </Actions>
      {images.status === 'uploading' && (
        <Actions role="status">
          <progress max={images.total} value={images.done} aria-label="Upload progress" />
          <span>Uploading {Math.min(images.done + 1, images.total)} of {images.total}…</span>
        </Actions>
      )}
      {images.status === 'saving' && <Muted role="status">Saving the order…</Muted>}
      {images.status === 'failed' && <ErrorText role="alert">{images.error}</ErrorText>}
      <ConfirmDialog
        open={Boolean(images.removing)}
        title={`Remove ${images.removing ?? ''}?`}
        confirmLabel="Remove the image"
        danger
        busy={busy}
        onClose={() => dispatch(editorActions.imageRemoveDismissed())}
        onConfirm={() => arrange(names.filter((name) => name !== images.removing))}
      >
        <p>The picture is deleted from the shop. Variants that show it show the product&apos;s image instead.</p>
      </ConfirmDialog>
    </Section>
  );
}
