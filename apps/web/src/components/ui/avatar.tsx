import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The account photo, or the first letter of the e-mail address in capitals. */
export function Avatar({
  email,
  image,
  size = 'md',
  className,
}: {
  email: string;
  image?: string | null | undefined;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const letter = (email.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      data-testid="avatar"
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-gradient font-semibold text-white shadow-sm ring-2 ring-white dark:ring-stone-900',
        size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-9 w-9 text-sm',
        className,
      )}
    >
      {image && !broken ? (
        <img
          src={image}
          alt=""
          className="h-full w-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
        />
      ) : (
        <span>{letter}</span>
      )}
    </span>
  );
}
