import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'destructive' | 'outline' | 'overlay';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-gradient text-white shadow-sm shadow-brand-500/25 hover:brightness-110 hover:shadow-md hover:shadow-brand-500/30',
  secondary:
    'bg-stone-900 text-white hover:bg-stone-800 dark:bg-white dark:text-stone-900 dark:hover:bg-stone-200',
  outline:
    'border border-stone-300 bg-white/70 text-stone-800 hover:bg-stone-100 dark:border-white/15 dark:bg-white/5 dark:text-stone-100 dark:hover:bg-white/10',
  ghost:
    'text-stone-700 hover:bg-stone-900/5 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-white/10 dark:hover:text-white',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  /** on top of a photo, in either theme */
  overlay:
    'bg-stone-950/60 text-white shadow-sm ring-1 ring-white/25 backdrop-blur hover:bg-stone-950/80',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 rounded-full px-3 text-sm',
  md: 'h-10 rounded-full px-5 text-sm',
  lg: 'h-12 rounded-full px-7 text-base',
  icon: 'h-9 w-9 rounded-full',
};

/** Class names for a button look, also usable on links. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap transition duration-150 select-none disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
