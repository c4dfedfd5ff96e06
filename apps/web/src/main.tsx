import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, loadMatchedPages } from '@/app/router';
import { PRERENDERED_ATTRIBUTE } from '@looklab/shared/content/prerendered-pages';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Could not find root element to mount to');

/**
 * A page the server sent pre-rendered (public pages, for visitors) is hydrated once the lazy
 * pages it shows have loaded; any other page renders from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered) await loadMatchedPages(window.location.pathname);
  const app = (
    <StrictMode>
      <App router={createAppRouter()} prerendered={prerendered} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(rootElement);
