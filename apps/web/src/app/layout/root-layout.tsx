import { Outlet } from 'react-router';
import { ScrollToTop } from '@/app/scroll-to-top';
import { Footer } from './footer';
import { Header } from './header';

/** Sticky header, the page, and the footer. */
export function RootLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 text-sm font-medium text-stone-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex w-full flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Pages that bring their own chrome (share view, sign-in popup handler). */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <Outlet />
    </div>
  );
}
