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
    <li className="group style-card">
      <div className="relative">
        <img
          src={icon}
          alt={item.name}
          width={64}
          height={64}
          loading="lazy"
          className="style-card-icon"
        />
        <div className="style-card-badges">
          <LevelTag item={item} locked={locked} />
        </div>
      </div>
      <h4 className="style-card-name">
        {/* The title button stretches over the whole card (style-card.css). */}
        <button type="button" onClick={() => onSelect(item)} className="style-card-open">
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
      <p className="style-card-description">{item.description}</p>
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
                'style-card-swatch',
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
  return <span className="style-card-tag">{children}</span>;
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
  return <span className={cn('style-card-badge', className)}>{children}</span>;
}
