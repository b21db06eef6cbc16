import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorScreen } from '../../../components/error/ErrorScreen';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectEditor } from '../admin-selectors';
import { Actions, DangerButton, ErrorText, Muted, Screen, ScreenHead, SmallButton } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { editorActions } from './editor-slice';
import { ImagesEditor } from './editor/ImagesEditor';
import { ProductEditorForm } from './editor/ProductEditorForm';

/**
 * /admin/products/new and /admin/products/:id: one product with everything it has. Whether
 * the delete confirmation is open is the editor slice's, so a replayed log shows it.
 */
export function ProductEditorScreen() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  usePageMeta(editor.product?.name ?? 'New product');
  useEffect(() => {
    if (valid) dispatch(editorActions.editorOpened({ id }));
  }, [dispatch, id, valid]);

  if (!valid) return <ErrorScreen status={404} statusText="Not Found" />;
  const current = editor.id === id;
  const title = id === null ? 'New product' : editor.product?.name ?? `Product #${id}`;
  return (
    <Screen aria-labelledby="editor-title">
      <ScreenHead>
        <h1 id="editor-title">{title}</h1>
        <Actions>
          {editor.product && <a href={`/product/${editor.product.slug}`} target="_blank" rel="noopener noreferrer">View in the shop</a>}
          <Link to="/admin/products">Back to products</Link>
        </Actions>
      </ScreenHead>
      {(!current || editor.status === 'loading') && <Muted role="status">Loading…</Muted>}
      {current && editor.status === 'failed' && (
        <Actions role="alert">
          <ErrorText>{editor.loadError}</ErrorText>
          <SmallButton $variant="secondary" onClick={() => dispatch(editorActions.editorOpened({ id }))}>Try again</SmallButton>
        </Actions>
      )}
      {current && editor.status === 'ready' && (
        <>
          <ProductEditorForm key={editor.revision} id={id} product={editor.product} />
          {id === null ? <Muted>Images can be added once the product is created.</Muted> : <ImagesEditor />}
          {id !== null && (
            <Actions>
              <DangerButton onClick={() => dispatch(editorActions.deleteAsked())}>Delete product</DangerButton>
            </Actions>
          )}
        </>
      )}
      {id !== null && (
        <ConfirmDialog open={current && editor.deleting} title={`Delete ${title}?`} confirmLabel="Delete product" danger
          busy={editor.save.status === 'submitting'} error={editor.save.status === 'failed' ? editor.save.error : null}
          onClose={() => dispatch(editorActions.deleteDismissed())} onConfirm={() => dispatch(editorActions.deleteSubmitted({ id }))}>
          <p>The product, its variants and images are removed from the shop. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </Screen>
  );
}
