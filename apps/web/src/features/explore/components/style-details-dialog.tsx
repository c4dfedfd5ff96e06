import { Link } from 'react-router';
import { planMessages, swatchBackground, type CatalogueItem } from '@looklab/shared';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface SelectedStyle {
  item: CatalogueItem;
  /** Above the viewer's level: the dialog offers the pricing page. */
  locked: boolean;
  categoryTitle: string;
  male: boolean;
}

/** Everything a person choosing a style wants to know: who it flatters, when to wear it, shades. */
export function StyleDetailsDialog({
  selected,
  onClose,
}: {
  selected: SelectedStyle | null;
  onClose: () => void;
}) {
  const item = selected?.item;
  return (
    <Dialog open={selected !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent title={item.name} className="sm:max-w-lg">
          <p className="text-xs font-semibold tracking-[0.14em] text-brand-600 uppercase dark:text-brand-400">
            {selected.categoryTitle}
            {item.group ? ` · ${item.group}` : ''}
          </p>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row">
            <img
              src={selected.male && item.iconUrlMale ? item.iconUrlMale : item.iconUrl}
              alt={item.name}
              width={160}
              height={160}
              className="h-40 w-40 shrink-0 self-center rounded-2xl bg-stone-50 dark:bg-white/5"
            />
            <div className="space-y-3 text-sm">
              <p className="leading-relaxed text-stone-700 dark:text-stone-300">
                {item.description}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
                <Row label="Membership" value={levelText(item)} plain />
                <Row label="Length" value={item.lengthBucket} />
                <Row label="Finish" value={item.finish} />
                <Row label="Flatters" value={item.faceShapes?.join(', ')} suffix=" faces" />
                <Row label="Wear it for" value={item.occasions?.join(', ')} />
                <Row label="Mood" value={item.moods?.join(', ')} />
              </dl>
            </div>
          </div>
          {selected.locked ? (
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-500/10 dark:text-brand-100">
              <span>Included with {item.level}.</span>
              <Link
                to="/pricing"
                onClick={onClose}
                data-testid="style-details-plans"
                className={buttonClasses('primary', 'sm')}
              >
                {planMessages.seePlans}
              </Link>
            </div>
          ) : null}
          {item.colors && item.colors.length > 0 ? (
            <div className="mt-5">
              <h3 className="text-sm font-semibold text-stone-900 dark:text-white">
                Shades ({item.colors.length})
              </h3>
              <ul className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-3">
                {item.colors.map((color) => (
                  <li
                    key={color.name}
                    className="flex items-center gap-2 text-xs text-stone-700 dark:text-stone-300"
                  >
                    <span
                      aria-hidden="true"
                      className="h-4 w-4 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20"
                      style={{ background: swatchBackground(color.hex) }}
                    />
                    <span className="truncate">
                      {color.name}
                      {color.name === item.defaultColor ? ' (default)' : ''}
                      {color.level ? ` · ${color.level}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function levelText(item: CatalogueItem): string {
  const level = item.level ?? 'Freemium';
  const base = level === 'Freemium' ? 'Included for everyone' : `Included with ${level}`;
  return item.isAvantGarde ? `${base} · avant-garde` : base;
}

function Row({
  label,
  value,
  suffix = '',
  plain = false,
}: {
  label: string;
  value?: string;
  suffix?: string;
  /** Keep the text's own case (catalogue tags are lower-case words and get capitalized). */
  plain?: boolean;
}) {
  if (!value) return null;
  return (
    <>
      <dt className="font-medium text-stone-500 dark:text-stone-400">{label}</dt>
      <dd className={cn('text-stone-800 dark:text-stone-200', !plain && 'capitalize')}>
        {value}
        {suffix}
      </dd>
    </>
  );
}
