import { useEffect } from 'react';
import { appConfig } from '../lib/app-config';

export function formatPageTitle(page: string | null | undefined, appName = appConfig.appName): string {
  return page ? `${appName} – ${page}` : appName;
}

/**
 * Sets `document.title` to "<APP_NAME> – <page>" (docs/product/names-and-legal-pages.md). Pages
 * that keep their own title (the player card) set `document.title` themselves.
 */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
