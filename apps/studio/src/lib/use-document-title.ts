// Names the browser tab after the page ('Sign In · Twin Studio').
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Twin Studio`;
  }, [title]);
}
