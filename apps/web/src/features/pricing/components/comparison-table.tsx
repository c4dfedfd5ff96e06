import { Check, Minus } from 'lucide-react';
import type { MembershipLevel, TierCell, TierRow } from '@looklab/shared';
import { membershipLevels } from '@looklab/shared/membership/membership';
import { cn } from '@/lib/cn';

function Cell({ cell }: { cell: TierCell }) {
  if (cell.kind === 'amount') {
    return (
      <span className="font-semibold text-stone-900 tabular-nums dark:text-white">{cell.text}</span>
    );
  }
  return cell.included ? (
    <Check
      className="mx-auto h-5 w-5 text-emerald-600 dark:text-emerald-400"
      aria-label="Included"
    />
  ) : (
    <Minus
      className="mx-auto h-5 w-5 text-stone-300 dark:text-stone-600"
      aria-label="Not included"
    />
  );
}

/** Every row of the shared rule set, one column per tier (the current one highlighted). */
export function ComparisonTable({
  rows,
  current,
}: {
  rows: TierRow[];
  current: MembershipLevel | null;
}) {
  return (
    <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white dark:border-white/10 dark:bg-white/[0.03]">
      <table className="w-full table-fixed text-xs sm:text-sm" data-testid="tier-comparison">
        <caption className="sr-only">What each plan includes</caption>
        <thead>
          <tr className="border-b border-stone-200 dark:border-white/10">
            <th
              scope="col"
              className="px-3 py-3 text-left font-medium text-stone-500 sm:px-5 dark:text-stone-400"
            >
              Feature
            </th>
            {membershipLevels.map((level) => (
              <th
                key={level}
                scope="col"
                className={cn(
                  'w-[22%] px-1 py-3 text-center font-semibold text-stone-900 sm:w-[15%] sm:px-2 dark:text-white',
                  level === current && 'bg-brand-50 dark:bg-brand-500/10',
                )}
              >
                {level}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-white/5">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`tier-row-${row.id}`}>
              <th
                scope="row"
                className="px-3 py-3 text-left font-normal text-stone-700 sm:px-5 dark:text-stone-300"
              >
                {row.label}
              </th>
              {membershipLevels.map((level) => (
                <td
                  key={level}
                  className={cn(
                    'px-1 py-3 text-center whitespace-nowrap sm:px-2',
                    level === current && 'bg-brand-50/70 dark:bg-brand-500/10',
                  )}
                >
                  <Cell cell={row.cells[level]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
