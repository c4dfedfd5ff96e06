import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { featureLevels } from '@looklab/shared/membership/membership';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { HomeRoute } from './home-route';
import { BareLayout, RootLayout } from './layout/root-layout';
import { loadStudio, UploadStepSlot } from './studio-bridge';

type PageModule = Record<string, unknown>;

/** Loads a page component from a feature's index on first visit (keeps the first load small). */
function page<M extends PageModule, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const auth = () => import('@/features/auth');
const content = () => import('@/features/content/pages');
// The blog in its own chunk.
const blog = () => import('@/features/content/blog');
const explore = () => import('@/features/explore');
const favorites = () => import('@/features/favorites');
// pages that use the studio's store load it through the bridge (see studio-bridge.tsx)
const withStudio =
  <M,>(load: () => Promise<M>) =>
  async () =>
    (await Promise.all([load(), loadStudio()]))[0];
const makeovers = withStudio(() => import('@/features/makeovers'));
const pricing = () => import('@/features/pricing');
const productLibrary = () => import('@/features/product-library');
const profile = () => import('@/features/profile');
const sharing = () => import('@/features/sharing/pages');
const studio = withStudio(() => import('@/features/studio/pages'));

/** What shows while a first visit's lazy page loads: nothing (the page comes in one piece). */
function NothingYet() {
  return null;
}

/** Every route of spec §2 with its access rule. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: NothingYet,
    children: [
      // '/' decides between 'Loading Studio...', the studio upload step and the marketing home.
      {
        path: '/',
        element: <HomeRoute />,
        children: [{ index: true, element: <UploadStepSlot /> }],
      },

      // Authentication screens (public).
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/auth/signin', lazy: page(auth, 'SignInPage') },
          { path: '/auth/signup', lazy: page(auth, 'SignUpPage') },
        ],
      },
      { path: '/auth/reset-password', lazy: page(auth, 'ResetPasswordPage') },
      { path: '/auth/action', lazy: page(auth, 'AuthActionPage') },

      // Public content.
      { path: '/articles', lazy: page(blog, 'ArticlesPage') },
      { path: '/articles/:slug', lazy: page(blog, 'ArticlePage') },
      { path: '/authors/:slug', lazy: page(blog, 'AuthorPage') },
      { path: '/faq', lazy: page(content, 'FaqPage') },
      { path: '/contact', lazy: page(content, 'ContactPage') },
      { path: '/explore/makeovers', lazy: page(content, 'ExploreMakeoversPage') },
      { path: '/explore/styles', lazy: page(explore, 'ExploreStylesPage') },
      { path: '/pricing', lazy: page(pricing, 'PricingPage') },

      // Signed in.
      {
        element: <RequireAuth />,
        children: [
          { path: '/auth/change-password', lazy: page(auth, 'ChangePasswordPage') },
          { path: '/profile', lazy: page(profile, 'ProfilePage') },
          { path: '/profile/makeovers', lazy: page(makeovers, 'MakeoversPage') },
          {
            path: '/profile/styles/:favoriteId/edit',
            lazy: page(favorites, 'EditFavoriteStylePage'),
          },
          { path: '/makeover/:makeoverId', lazy: page(makeovers, 'MakeoverDetailsPage') },
          {
            lazy: page(studio, 'WorkflowFrame'),
            children: [
              { path: '/select-person', lazy: page(studio, 'SelectPersonPage') },
              { path: '/hairstyles/:makeoverId?', lazy: page(studio, 'HairstylesPage') },
              { path: '/customize/:makeoverId?', lazy: page(studio, 'CustomizePage') },
              { path: '/results/:makeoverId?', lazy: page(studio, 'ResultsPage') },
            ],
          },
        ],
      },

      // Spark or Pro.
      {
        element: <RequireAuth level={featureLevels.favoriteStyles} />,
        children: [
          { path: '/profile/styles', lazy: page(favorites, 'FavoriteStylesPage') },
          { path: '/profile/styles/new', lazy: page(favorites, 'NewFavoriteStylePage') },
        ],
      },

      // Pro only.
      {
        element: <RequireAuth level={featureLevels.productLibrary} />,
        children: [{ path: '/product-library', lazy: page(productLibrary, 'ProductLibraryPage') }],
      },
    ],
  },
  {
    element: <BareLayout />,
    HydrateFallback: NothingYet,
    children: [
      { path: '/share/:shareId', lazy: page(sharing, 'ShareViewPage') },
      { path: '/__/auth/handler', lazy: page(auth, 'OAuthHandlerPage') },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Resolves once `router` has loaded the lazy pages of the location it started on (it matches
 * the route table once, and loads them itself): a pre-rendered page is hydrated only then, into
 * the same tree (the router would otherwise show its HydrateFallback while they load).
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
