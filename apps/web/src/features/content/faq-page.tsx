import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

const faqs: { q: string; a: string }[] = [
  {
    q: 'Do I need an account to try LookLab?',
    a: 'No. Anyone can upload a photo and try hairstyles and looks. An account lets you save makeovers and favourite styles, share results through a link and download them.',
  },
  {
    q: 'What kind of photo works best?',
    a: 'A clear, well-lit photo where the face looks towards the camera. Group photos work too: LookLab finds each person and you choose who gets the makeover.',
  },
  {
    q: 'What can I change?',
    a: 'Hairstyles, hair colour and texture, facial hair, makeup (lipstick, liner, tint, foundation, concealer, blush, contour, highlighter, bronzer, eyeshadow, eyeliner, mascara), eyebrows, cosmetic procedures and cosmetic dentistry.',
  },
  {
    q: 'What are the membership levels?',
    a: 'Freemium is free and saves up to 3 makeovers. Spark adds more styles and colours, higher-resolution photos, favourite styles and up to 20 saved makeovers. Pro unlocks everything, including the makeup library and unlimited saved makeovers.',
  },
  {
    q: 'How large can my photo be?',
    a: 'Photos are resized in your browser before upload: up to 720 pixels on the longest side for visitors and Freemium, 1024 for Spark and 2048 for Pro.',
  },
  {
    q: 'Who can see my photos?',
    a: 'Your photos and makeovers are private to your account. When you share a result, a public link is created that stays available for one month and is then deleted automatically.',
  },
  {
    q: 'Are the results exactly what my stylist will do?',
    a: 'They are previews to help you decide and to show your stylist what you have in mind. Real results depend on your hair, skin and the professional you work with.',
  },
];

export function FaqPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Help"
        title="Frequently asked questions"
        description="Answers to what people ask us most."
      />
      <div className="mt-10 divide-y divide-stone-200 overflow-hidden rounded-3xl border border-stone-200 bg-white/70 dark:divide-white/10 dark:border-white/10 dark:bg-white/[0.03]">
        {faqs.map((item) => (
          <details
            key={item.q}
            className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-stone-900 dark:text-white">
              {item.q}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-stone-400 transition group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
              {item.a}
            </p>
          </details>
        ))}
      </div>
      <p className="mt-8 text-sm text-stone-600 dark:text-stone-400">
        Still have a question?{' '}
        <Link
          to="/contact"
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Contact us
        </Link>
        .
      </p>
    </PageContainer>
  );
}
