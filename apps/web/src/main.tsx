import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { watchEarlyPhoto } from '@/lib/early-photo';
import { App } from '@/app/app';
import { preloadPageData } from '@/app/page-data';
import { createQueryClient } from '@/app/providers';
import { createAppRouter, loadMatchedPages } from '@/app/router';
import { PRERENDERED_ATTRIBUTE } from '@looklab/shared/content/prerendered-pages';
import './index.css';

watchEarlyPhoto();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Could not find root element to mount to');

/**
 * A page the server sent pre-rendered (public pages, for visitors) is hydrated once the lazy
 * pages it shows and their data have loaded; any other page renders from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const queryClient = createQueryClient();
  const { pathname } = window.location;
  if (prerendered) {
    await Promise.all([loadMatchedPages(pathname), preloadPageData(queryClient, pathname)]);
  }
  const app = (
    <StrictMode>
      <App router={createAppRouter()} prerendered={prerendered} queryClient={queryClient} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(rootElement);
