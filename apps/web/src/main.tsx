import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { watchEarlyPhoto } from '@/lib/early-photo';
import { hydrationEnded, hydrationStarted } from '@/lib/hydration';
import { App } from '@/app/app';
import { preloadPageData } from '@/app/page-data';
import { createQueryClient } from '@/app/providers';
import { createAppRouter, routerReady } from '@/app/router';
import { PRERENDERED_ATTRIBUTE } from '@looklab/shared/content/prerendered-pages';
import './index.css';

watchEarlyPhoto();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Could not find root element to mount to');

/** From here React answers clicks (public/theme-init.js answers the theme button before). */
function markAppAnswering(): void {
  document.documentElement.setAttribute('data-app', '');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Marks the end of hydration once the hydrated page has committed (lib/hydration). Only then
 * does React answer every click: while hydrating it may drop a click on a part it has not
 * hydrated yet (a theme click lost that way in the e2e run), so theme-init.js keeps answering
 * the theme button until here.
 */
function HydrationEnd() {
  useEffect(() => {
    hydrationEnded();
    markAppAnswering();
  }, []);
  return null;
}

/**
 * A page the server sent pre-rendered (public pages, for visitors) is hydrated once the router
 * has loaded the lazy pages it shows and their data have loaded; any other page renders from
 * scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const queryClient = createQueryClient();
  // the router in a task of its own, not the one that evaluated the app's modules: its set-up
  // (the route table, the browser's session storage read first) would make that task long
  await nextTask();
  const router = createAppRouter();
  if (prerendered) {
    await Promise.all([
      routerReady(router),
      preloadPageData(queryClient, window.location.pathname),
    ]);
  }
  const app = (
    <StrictMode>
      <App router={router} prerendered={prerendered} queryClient={queryClient} />
      <HydrationEnd />
    </StrictMode>
  );
  if (prerendered) {
    hydrationStarted();
    // as a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread until the whole page is hydrated (the page is on screen already)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // nothing pre-rendered to answer for: React renders every button it answers
    markAppAnswering();
    createRoot(root).render(app);
  }
}

void start(rootElement);
