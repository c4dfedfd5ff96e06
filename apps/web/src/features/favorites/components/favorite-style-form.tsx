import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { StoredFile } from '@looklab/shared/api/file.schema';
import type { CategorySection } from '@looklab/shared/categories/category-config';
import type { FavoriteStyle } from '@looklab/shared/favorites/favorite.schema';
import {
  favoriteFormFields,
  favoriteFormSchema,
  favoriteFromForm,
  formFromFavorite,
  type FavoriteField,
  type FavoriteFormValues,
} from '@looklab/shared/favorites/favorite-form';
import { canUseFeature } from '@looklab/shared/membership/membership';
import { messages } from '@looklab/shared/messages/messages';
import { useConfirm, useErrorToast } from '@/app/overlays';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/input';
import { useMembershipLevel, useSettings } from '@/lib/auth';
import { useDeleteFavorite } from '../api/delete-favorite';
import { useSaveFavorite } from '../api/save-favorite';
import { ProceduresField, StyleField } from './favorite-fields';
import { IconPicker } from './icon-picker';

/** Who a section applies to, said under its heading (spec §5 gender gating). */
const sectionNotes: Partial<Record<CategorySection, string>> = {
  'Facial Hair': 'Applied to men only.',
  Makeup: 'Applied to women only.',
};

/** Consecutive fields of one section (the fields come in catalogue order). */
function bySection(
  fields: FavoriteField[],
): { section: CategorySection; fields: FavoriteField[] }[] {
  const out: { section: CategorySection; fields: FavoriteField[] }[] = [];
  for (const field of fields) {
    const last = out.at(-1);
    if (last?.section === field.section) last.fields.push(field);
    else out.push({ section: field.section, fields: [field] });
  }
  return out;
}

/**
 * Creates or edits a favorite style: a name, an icon, and a choice in every category, offered
 * from the shared catalogue as the user's level and avant-garde switch allow.
 */
export function FavoriteStyleForm({ favorite }: { favorite: FavoriteStyle | null }) {
  const level = useMembershipLevel() ?? 'Freemium';
  const { settings } = useSettings();
  const fields = useMemo(
    () => favoriteFormFields({ level, useAvantGardeStyles: settings.useAvantGardeStyles }),
    [level, settings.useAvantGardeStyles],
  );
  const form = useForm<FavoriteFormValues>({
    resolver: zodResolver(favoriteFormSchema),
    defaultValues: formFromFavorite(favorite),
  });
  const [icon, setIcon] = useState<StoredFile | null>(
    favorite?.iconUrl && favorite.iconStoragePath !== null
      ? { url: favorite.iconUrl, storagePath: favorite.iconStoragePath }
      : null,
  );
  const save = useSaveFavorite(favorite?.id ?? null);
  const remove = useDeleteFavorite();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const showError = useErrorToast();
  const backTo = canUseFeature(level, 'favoriteStyles') ? '/profile/styles' : '/profile';

  const submit = form.handleSubmit((values) => {
    const fromForm = favoriteFromForm(values, fields);
    // The form has no product refs to show; ones saved from the studio are kept.
    const products = favorite?.customizations.products;
    const body = {
      ...fromForm,
      customizations: { ...fromForm.customizations, ...(products && { products }) },
      iconUrl: icon?.url ?? null,
      iconStoragePath: icon?.storagePath ?? null,
    };
    save.mutate(body, {
      onSuccess: () => void navigate(backTo),
      onError: () =>
        showError(favorite ? messages.couldNotUpdateStyle : messages.couldNotSaveStyle),
    });
  });

  const deleteStyle = async () => {
    if (!favorite) return;
    const ok = await confirm({
      title: 'Delete this style?',
      description: `“${favorite.name}” and its icon will be deleted. This cannot be undone.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(favorite.id, {
      onSuccess: () => void navigate(backTo),
      onError: () => showError(messages.couldNotDeleteStyle),
    });
  };

  const nameError = form.formState.errors.name?.message;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <Card className="space-y-5 p-6">
          <Field label="Name" htmlFor="favorite-name" error={nameError && 'Give the style a name'}>
            <Input
              id="favorite-name"
              placeholder="Date night"
              maxLength={120}
              aria-invalid={nameError ? true : undefined}
              {...form.register('name')}
            />
          </Field>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-stone-800 dark:text-stone-200">Icon</p>
            <IconPicker icon={icon} onChange={setIcon} />
          </div>
        </Card>
        {bySection(fields).map(({ section, fields: inSection }) => (
          <Card key={section} className="p-6">
            <h2 className="text-base font-semibold text-stone-900 dark:text-white">{section}</h2>
            {sectionNotes[section] ? (
              <p className="mt-1 text-xs text-stone-500 dark:text-stone-400">
                {sectionNotes[section]}
              </p>
            ) : null}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {inSection.map((field) =>
                field.multi ? (
                  <ProceduresField key={field.key} field={field} />
                ) : (
                  <StyleField key={field.key} field={field} level={level} />
                ),
              )}
            </div>
          </Card>
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {favorite ? (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 hover:text-red-700 sm:mr-auto dark:text-red-400 dark:hover:bg-red-500/10"
              disabled={remove.isPending}
              onClick={() => void deleteStyle()}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete style
            </Button>
          ) : null}
          <Link
            to={backTo}
            className={buttonClasses('outline', 'md', favorite ? '' : 'sm:ml-auto')}
          >
            Cancel
          </Link>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? messages.loading.saving : favorite ? 'Save changes' : 'Save style'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
