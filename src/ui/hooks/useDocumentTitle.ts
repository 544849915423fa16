import { useEffect } from 'react';

/**
 * Names the page after what it shows, once that is known: a record loaded or created after the server rendered
 * the page. `undefined` leaves the title as it is.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
