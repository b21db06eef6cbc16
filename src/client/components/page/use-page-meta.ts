import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, pageTitle } from '../../../shared/page-meta';

export { DEFAULT_DESCRIPTION, pageTitle };

/** The document's one description (any other is removed, so none can outlive its page). */
function descriptionTag(): HTMLMetaElement {
  const [first, ...others] = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
  for (const other of others) other.remove();
  let tag = first;
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title and meta description while a page is shown, and puts back what was
 * there before when it goes, so a page without its own description does not inherit one.
 */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = pageTitle(title);
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
