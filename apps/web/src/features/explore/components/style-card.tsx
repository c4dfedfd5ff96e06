import type { ReactNode } from 'react';
import { Crown, Lock, Sparkles, Zap } from 'lucide-react';
import { swatchBackground, type CatalogueItem } from '@looklab/shared';
import { cn } from '@/lib/cn';
import { iconFileUrl } from '../icon-files';

const MAX_SWATCHES = 8;

/** One catalogue item: its generated icon, name, level, finish, shades and description. */
export function StyleCard({
  item,
  showMaleIcon,
  locked,
  onSelect,
}: {
  item: CatalogueItem;
  showMaleIcon: boolean;
  /** Above the viewer's level: the tag shows a lock (the details link to the pricing page). */
  locked: boolean;
  onSelect: (item: CatalogueItem) => void;
}) {
  const colors = item.colors ?? [];
  const extra = colors.length - MAX_SWATCHES;
  const icon = iconFileUrl(showMaleIcon && item.iconUrlMale ? item.iconUrlMale : item.iconUrl);
  return (
    <li className="group relative flex flex-col rounded-2xl border border-stone-200 bg-white p-3 shadow-xs transition focus-within:ring-4 focus-within:ring-brand-500/30 hover:-translate-y-0.5 hover:shadow-md dark:border-white/10 dark:bg-white/[0.04] dark:hover:bg-white/[0.07]">
      <div className="relative">
        <img
          src={icon}
          alt={item.name}
          width={64}
          height={64}
          loading="lazy"
          className="aspect-square w-full rounded-xl bg-stone-50 dark:bg-white/5"
        />
        <div className="absolute top-1.5 right-1.5 flex flex-col items-end gap-1">
          <LevelTag item={item} locked={locked} />
        </div>
      </div>
      <h4 className="mt-2.5 text-sm leading-snug font-semibold text-stone-900 dark:text-white">
        {/* The title button stretches over the whole card, so the card is one click target. */}
        <button
          type="button"
          onClick={() => onSelect(item)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
        >
          {item.name}
        </button>
      </h4>
      <div className="mt-1 flex flex-wrap gap-1">
        {item.lengthBucket ? <Tag>{item.lengthBucket}</Tag> : null}
        {item.finish ? <Tag>{item.finish}</Tag> : null}
        {item.occasions?.slice(0, 2).map((occasion) => (
          <Tag key={occasion}>{occasion}</Tag>
        ))}
      </div>
      <p className="mt-1.5 line-clamp-3 text-xs leading-relaxed text-stone-600 dark:text-stone-400">
        {item.description}
      </p>
      {colors.length > 0 ? (
        <ul
          className="mt-auto flex flex-wrap items-center gap-1 pt-2.5"
          aria-label={`${item.name} shades`}
        >
          {colors.slice(0, MAX_SWATCHES).map((color) => (
            <li
              key={color.name}
              title={color.name}
              aria-label={color.name}
              className={cn(
                'h-4 w-4 rounded-full ring-1 ring-black/10 dark:ring-white/20',
                item.defaultColor === color.name && 'ring-2 ring-brand-500 dark:ring-brand-400',
              )}
              style={{ background: swatchBackground(color.hex) }}
            />
          ))}
          {extra > 0 ? (
            <li className="text-[10px] font-medium text-stone-500 dark:text-stone-400">+{extra}</li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

function Tag({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-stone-100 px-1.5 py-0.5 text-[10px] leading-none font-medium text-stone-600 capitalize dark:bg-white/10 dark:text-stone-300">
      {children}
    </span>
  );
}

function LevelTag({ item, locked }: { item: CatalogueItem; locked: boolean }) {
  const Lockable = (icon: typeof Crown) => (locked ? Lock : icon);
  const AvantGardeIcon = Lockable(Sparkles);
  const ProIcon = Lockable(Crown);
  const SparkIcon = Lockable(Zap);
  if (item.isAvantGarde) {
    return (
      <Badge className="bg-fuchsia-600 text-white">
        <AvantGardeIcon className="h-2.5 w-2.5" aria-hidden="true" />
        Avant-garde
      </Badge>
    );
  }
  if (item.level === 'Pro') {
    return (
      <Badge className="bg-violet-600 text-white">
        <ProIcon className="h-2.5 w-2.5" aria-hidden="true" />
        Pro
      </Badge>
    );
  }
  if (item.level === 'Spark') {
    return (
      <Badge className="bg-amber-500 text-stone-950">
        <SparkIcon className="h-2.5 w-2.5" aria-hidden="true" />
        Spark
      </Badge>
    );
  }
  return null;
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-semibold tracking-wide uppercase shadow-xs',
        className,
      )}
    >
      {children}
    </span>
  );
}
