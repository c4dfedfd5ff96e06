import {
  Camera,
  Heart,
  Palette,
  Scissors,
  Share2,
  Sparkles,
  UsersRound,
  Wand2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { siteMessages } from '@looklab/shared/messages/site-messages';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Scissors,
    title: 'Hairstyles & colour',
    text: 'Try cuts from pixies to long layers, then play with colour, variants and texture.',
  },
  {
    icon: Palette,
    title: 'Makeup, brows & more',
    text: 'Lipstick, blush, contour, eyeshadow, brows, facial hair and cosmetic procedures.',
  },
  {
    icon: Wand2,
    title: 'An AI stylist',
    text: 'Get a look suggested for your face shape and colouring — with the reasons why.',
  },
  {
    icon: Share2,
    title: 'Save & share',
    text: 'Keep makeovers, download before-and-after cards, and share a link with friends.',
  },
];

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Camera, title: 'Upload a photo', text: 'A clear, front-facing photo works best.' },
  { icon: UsersRound, title: 'Pick a person', text: 'Group photo? Choose who gets the makeover.' },
  { icon: Scissors, title: 'Choose hairstyles', text: 'Generate a few styles side by side.' },
  { icon: Sparkles, title: 'Customize the look', text: 'Fine-tune colour and makeup, then save.' },
];

const swatches = ['#2b1b17', '#6a4e42', '#b08d57', '#e6c58f', '#a33b3b', '#c2577a', '#7c5cbf'];

function HeroVisual() {
  return (
    <div
      className="relative mx-auto aspect-[4/5] w-full max-w-[17rem] sm:max-w-sm"
      aria-hidden="true"
    >
      <div className="absolute inset-0 rotate-3 rounded-[2rem] bg-brand-gradient opacity-90 shadow-2xl shadow-brand-500/30" />
      <div className="absolute inset-0 -rotate-2 overflow-hidden rounded-[2rem] border border-white/60 bg-white/80 p-5 shadow-xl backdrop-blur dark:border-white/10 dark:bg-stone-900/80">
        <div className="flex h-full flex-col">
          <div className="grid flex-1 grid-cols-2 gap-3">
            <div className="flex flex-col overflow-hidden rounded-2xl bg-gradient-to-b from-stone-200 to-stone-300 dark:from-stone-700 dark:to-stone-800">
              <span className="m-2 self-start rounded-full bg-white/90 px-2.5 py-1 text-[11px] font-semibold text-stone-700 dark:bg-stone-900/80 dark:text-stone-200">
                Before
              </span>
              <Silhouette hair="#5b4636" />
            </div>
            <div className="flex flex-col overflow-hidden rounded-2xl bg-gradient-to-b from-brand-100 to-fuchsia-200 dark:from-brand-500/30 dark:to-fuchsia-500/20">
              <span className="m-2 self-start rounded-full bg-white/90 px-2.5 py-1 text-[11px] font-semibold text-brand-700 dark:bg-stone-900/80 dark:text-brand-300">
                After
              </span>
              <Silhouette hair="#b8324f" lips="#c2577a" long />
            </div>
          </div>
          <div className="mt-4 rounded-2xl bg-stone-50 p-3 dark:bg-white/5">
            <p className="text-xs font-semibold text-stone-700 dark:text-stone-200">Hair colour</p>
            <div className="mt-2 flex gap-2">
              {swatches.map((color) => (
                <span
                  key={color}
                  className="h-6 w-6 rounded-full ring-2 ring-white dark:ring-stone-900"
                  style={{ backgroundColor: color }}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

function Silhouette({ hair, lips, long }: { hair: string; lips?: string; long?: boolean }) {
  return (
    <svg viewBox="14 10 72 100" className="mt-auto w-full">
      {long ? <path d="M27 50 C22 14 78 14 73 50 L78 100 L22 100 Z" fill={hair} /> : null}
      <path d="M16 110 C18 88 82 88 84 110 Z" fill="#fafaf9" />
      <rect x="43" y="66" width="14" height="20" rx="6" fill="#dcae90" />
      <ellipse cx="50" cy="50" rx="18" ry="22" fill="#e9c2a6" />
      <path
        d={
          long
            ? 'M31 46 C30 22 70 22 69 46 C64 34 44 30 31 46 Z'
            : 'M30 48 C26 20 74 20 70 48 C68 36 58 30 50 31 C42 30 33 36 30 48 Z'
        }
        fill={hair}
      />
      {lips ? <ellipse cx="50" cy="61" rx="5" ry="2.2" fill={lips} /> : null}
      <circle cx="43" cy="50" r="1.6" fill="#3f2a20" />
      <circle cx="57" cy="50" r="1.6" fill="#3f2a20" />
    </svg>
  );
}

/** The visitors' home page; `tryIt` is the studio's upload step so visitors can start at once. */
export function MarketingHomePage({ tryIt }: { tryIt: ReactNode }) {
  const { accountsEnabled } = useAuth();
  return (
    <div className="relative overflow-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-200/60 via-fuchsia-200/50 to-violet-200/60 blur-3xl dark:from-brand-500/15 dark:via-fuchsia-500/10 dark:to-violet-500/15"
      />
      <section className="relative mx-auto grid w-full max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm dark:border-brand-500/30 dark:bg-white/5 dark:text-brand-300">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            {siteMessages.tagline}
          </p>
          <h1 className="mt-5 font-display text-4xl leading-[1.08] font-semibold tracking-tight text-stone-900 sm:text-5xl lg:text-6xl dark:text-white">
            Try the look <span className="text-gradient italic">before</span> you book the
            appointment.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-600 dark:text-stone-300">
            Upload a photo and see yourself with new hairstyles, hair colours, makeup and more — in
            seconds, right in your browser.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#try-it" className={buttonClasses('primary', 'lg')}>
              <Camera className="h-5 w-5" aria-hidden="true" />
              Upload a Photo
            </a>
            <Link to="/explore/styles" className={buttonClasses('outline', 'lg')}>
              Browse Styles
            </Link>
          </div>
          <p className="mt-4 text-sm text-stone-500 dark:text-stone-400">
            {accountsEnabled
              ? 'No account needed to try it. Sign up to save your makeovers.'
              : 'No account needed — try it right here.'}
          </p>
        </div>
        <HeroVisual />
      </section>

      <section id="try-it" className="relative mx-auto w-full max-w-6xl scroll-mt-24 px-4 sm:px-6">
        <div className="rounded-[2rem] border border-stone-200/80 bg-white/80 p-2 shadow-xl shadow-stone-900/5 backdrop-blur dark:border-white/10 dark:bg-white/[0.04]">
          {tryIt}
        </div>
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6">
        <h2 className="text-center font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
          Everything for your next look
        </h2>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <div
              key={feature.title}
              className="rounded-3xl border border-stone-200/80 bg-white/70 p-6 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-stone-900/5 dark:border-white/10 dark:bg-white/[0.04]"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
                <feature.icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-stone-900 dark:text-white">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
                {feature.text}
              </p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6">
        <div className="rounded-[2rem] bg-stone-900 px-6 py-12 text-white sm:px-12 dark:bg-white/[0.06]">
          <h2 className="font-display text-3xl font-semibold tracking-tight">How it works</h2>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm text-stone-300">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {accountsEnabled ? (
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <Link to="/auth/signup" className={buttonClasses('primary', 'lg')}>
                <Heart className="h-5 w-5" aria-hidden="true" />
                Create a Free Account
              </Link>
              <span className="text-sm text-stone-400">Save up to 3 makeovers on Freemium.</span>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
