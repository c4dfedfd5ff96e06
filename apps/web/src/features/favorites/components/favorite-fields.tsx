import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  favoriteColorOptions,
  type FavoriteField,
  type FavoriteFieldOption,
  type FavoriteFormValues,
} from '@looklab/shared/favorites/favorite-form';
import { planMessages } from '@looklab/shared/messages/plan-messages';
import { Field, Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Options grouped under their headings, in catalogue order ('' group = no heading). */
function groupOptions(options: FavoriteFieldOption[]): { group: string; names: string[] }[] {
  const groups: { group: string; names: string[] }[] = [];
  for (const option of options) {
    const group = option.group ?? '';
    let entry = groups.find((g) => g.group === group);
    if (!entry) {
      entry = { group, names: [] };
      groups.push(entry);
    }
    entry.names.push(option.name);
  }
  return groups;
}

/**
 * One single-choice category: its style, and the style's colour when it has any. A stored value
 * the user may no longer pick (a lower level, avant-garde switched off) stays listed as current.
 */
export function StyleField({ field, level }: { field: FavoriteField; level: unknown }) {
  const { register, setValue } = useFormContext<FavoriteFormValues>();
  const style = useWatch<FavoriteFormValues, `choices.${string}`>({ name: `choices.${field.key}` });
  const colorKey = field.colorKey;
  const colour = useWatch<FavoriteFormValues, `choices.${string}`>({
    name: `choices.${colorKey ?? field.key}`,
  });
  const known = field.options.some((o) => o.name === style);
  const colours = colorKey && style ? favoriteColorOptions(field.key, style, level).colors : [];
  if (colour && colorKey && !colours.includes(colour)) colours.unshift(colour);
  const styleId = `favorite-${field.key}`;
  const styleRegistration = register(`choices.${field.key}`, {
    // A new style starts with its own default colour, as in the studio.
    onChange: (event: { target: { value: string } }) => {
      if (!colorKey) return;
      const picked = event.target.value;
      const start = picked ? favoriteColorOptions(field.key, picked, level).defaultColor : null;
      setValue(`choices.${colorKey}`, start ?? '');
    },
  });
  return (
    <div className={cn('grid gap-3', colorKey && 'sm:col-span-2 sm:grid-cols-2')}>
      <Field label={field.label} htmlFor={styleId}>
        <Select id={styleId} {...styleRegistration}>
          <option value="">None</option>
          {style && !known ? <option value={style}>{style} (current)</option> : null}
          {groupOptions(field.options).map(({ group, names }) =>
            group ? (
              <optgroup key={group} label={group}>
                {names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ) : (
              names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))
            ),
          )}
        </Select>
      </Field>
      {colorKey ? (
        <Field
          label={`${field.label.replace(/ Style$/, '')} colour`}
          htmlFor={`favorite-${colorKey}`}
        >
          <Select
            id={`favorite-${colorKey}`}
            disabled={colours.length === 0}
            {...register(`choices.${colorKey}`)}
          >
            <option value="">{style ? 'No colour' : 'Choose a style first'}</option>
            {colours.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}

/** Procedures: several may be chosen, listed under their body areas. */
export function ProceduresField({ field }: { field: FavoriteField }) {
  const { register } = useFormContext<FavoriteFormValues>();
  const chosen = useWatch<FavoriteFormValues, 'procedures'>({ name: 'procedures' });
  const extra = chosen.filter((name) => !field.options.some((o) => o.name === name));
  const groups = groupOptions([
    ...extra.map((name) => ({ name, group: 'Current' })),
    ...field.options,
  ]);
  if (groups.length === 0) {
    return (
      <p className="text-sm text-stone-500 sm:col-span-2 dark:text-stone-400">
        Cosmetic procedures come with the Pro plan.{' '}
        <Link
          to="/pricing"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {planMessages.seePlans}
        </Link>
      </p>
    );
  }
  return (
    <fieldset className="space-y-4 sm:col-span-2">
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">
        {field.label}
      </legend>
      {groups.map(({ group, names }) => (
        <div key={group}>
          <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
            {group}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {names.map((name) => (
              <label
                key={name}
                className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-stone-200 px-3 py-2 text-sm text-stone-700 has-checked:border-brand-400 has-checked:bg-brand-50 dark:border-white/10 dark:text-stone-300 dark:has-checked:border-brand-400/60 dark:has-checked:bg-brand-500/10"
              >
                <input
                  type="checkbox"
                  value={name}
                  className="h-4 w-4 accent-brand-600"
                  {...register('procedures')}
                />
                {name}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
