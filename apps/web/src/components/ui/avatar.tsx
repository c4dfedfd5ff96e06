import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The account photo, or the first letter of the e-mail address in capitals. */
export function Avatar({
  email,
  image,
  className,
}: {
  email: string;
  image?: string | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const letter = (email.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      data-testid="avatar"
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-gradient text-sm font-semibold text-white ring-2 ring-white shadow-sm dark:ring-stone-900',
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
