import { createBrowserRouter, Navigate } from 'react-router';
import {
  AuthActionPage,
  ChangePasswordPage,
  OAuthHandlerPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
} from '@/features/auth';
import {
  ArticlePage,
  ArticlesPage,
  AuthorPage,
  ContactPage,
  ExploreMakeoversPage,
  FaqPage,
} from '@/features/content';
// TEMP until @/features/explore exists
import { ExploreMakeoversPage as ExploreStylesPage } from '@/features/content';
import {
  EditFavoriteStylePage,
  FavoriteStylesPage,
  NewFavoriteStylePage,
} from '@/features/favorites';
import { MakeoverDetailsPage, MakeoversPage } from '@/features/makeovers';
import { ProductLibraryPage } from '@/features/product-library';
import { ProfilePage } from '@/features/profile';
import { ShareViewPage } from '@/features/sharing';
import {
  CustomizePage,
  HairstylesPage,
  ResultsPage,
  SelectPersonPage,
  UploadStep,
  WorkflowFrame,
} from '@/features/studio';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { HomeRoute } from './home-route';
import { BareLayout, RootLayout } from './layout/root-layout';

/** Every route of spec §2 with its access rule. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      // '/' decides between 'Loading Studio...', the studio upload step and the marketing home.
      { path: '/', element: <HomeRoute />, children: [{ index: true, element: <UploadStep /> }] },

      // Authentication screens (public).
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/auth/signin', element: <SignInPage /> },
          { path: '/auth/signup', element: <SignUpPage /> },
        ],
      },
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth/action', element: <AuthActionPage /> },

      // Public content.
      { path: '/articles', element: <ArticlesPage /> },
      { path: '/articles/:slug', element: <ArticlePage /> },
      { path: '/authors/:slug', element: <AuthorPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/explore/makeovers', element: <ExploreMakeoversPage /> },
      { path: '/explore/styles', element: <ExploreStylesPage /> },

      // Signed in.
      {
        element: <RequireAuth />,
        children: [
          { path: '/auth/change-password', element: <ChangePasswordPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/makeovers', element: <MakeoversPage /> },
          { path: '/profile/styles/:favoriteId/edit', element: <EditFavoriteStylePage /> },
          { path: '/makeover/:makeoverId', element: <MakeoverDetailsPage /> },
          {
            element: <WorkflowFrame />,
            children: [
              { path: '/select-person', element: <SelectPersonPage /> },
              { path: '/hairstyles/:makeoverId?', element: <HairstylesPage /> },
              { path: '/customize/:makeoverId?', element: <CustomizePage /> },
              { path: '/results/:makeoverId?', element: <ResultsPage /> },
            ],
          },
        ],
      },

      // Spark or Pro.
      {
        element: <RequireAuth level="Spark" />,
        children: [
          { path: '/profile/styles', element: <FavoriteStylesPage /> },
          { path: '/profile/styles/new', element: <NewFavoriteStylePage /> },
        ],
      },

      // Pro only.
      {
        element: <RequireAuth level="Pro" />,
        children: [{ path: '/product-library', element: <ProductLibraryPage /> }],
      },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: '/share/:shareId', element: <ShareViewPage /> },
      { path: '/__/auth/handler', element: <OAuthHandlerPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
