import { Link2, Mail, MessageCircle } from 'lucide-react';
import type { SharePlatform } from '@looklab/shared';
import { cn } from '@/lib/cn';

/** Each platform's colour and a short mark (no brand artwork is bundled). */
const marks: Record<SharePlatform | 'copyLink', { className: string; glyph: string | null }> = {
  microblog: { className: 'bg-stone-950 text-white dark:bg-white dark:text-stone-950', glyph: 'X' },
  socialNetwork: { className: 'bg-[#1877f2] text-white', glyph: 'f' },
  forum: { className: 'bg-[#ff4500] text-white', glyph: 'r/' },
  pinboard: { className: 'bg-[#e60023] text-white', glyph: 'P' },
  messaging: { className: 'bg-[#25d366] text-white', glyph: null },
  professionalNetwork: { className: 'bg-[#0a66c2] text-white', glyph: 'in' },
  email: { className: 'bg-stone-200 text-stone-700 dark:bg-white/15 dark:text-white', glyph: null },
  copyLink: { className: 'bg-brand-gradient text-white', glyph: null },
};

export function PlatformMark({ platform }: { platform: SharePlatform | 'copyLink' }) {
  const mark = marks[platform];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-12 w-12 items-center justify-center rounded-full text-lg font-bold shadow-sm transition group-hover:scale-105',
        mark.className,
      )}
    >
      {platform === 'messaging' ? <MessageCircle className="h-6 w-6" /> : null}
      {platform === 'email' ? <Mail className="h-5 w-5" /> : null}
      {platform === 'copyLink' ? <Link2 className="h-5 w-5" /> : null}
      {mark.glyph}
    </span>
  );
}
