import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAnnounce } from '@/app/overlays';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorText } from '@/lib/auth';
import { changePasswordRequest } from '@/lib/auth/auth-client';
import { changePasswordFormSchema, type ChangePasswordForm } from '../auth-forms';
import { AuthLayout, FormError, authLink } from './auth-layout';

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await changePasswordRequest({
        currentPassword: values.currentPassword,
        newPassword: values.password,
      });
      announce('Password changed: your new password is active.');
      void navigate('/profile');
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  return (
    <AuthLayout
      title="Change password"
      description="Enter your current password, then choose a new one."
      footer={
        <Link to="/profile" className={authLink}>
          Back to profile
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Change password">
        <FormError message={error} />
        <Field
          label="Current password"
          htmlFor="currentPassword"
          error={errors.currentPassword?.message}
        >
          <Input
            id="currentPassword"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            {...form.register('currentPassword')}
          />
        </Field>
        <Field label="New password" htmlFor="password" error={errors.password?.message}>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
        </Field>
        <Field
          label="Confirm new password"
          htmlFor="confirmPassword"
          error={errors.confirmPassword?.message}
        >
          <Input
            id="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
          Change Password
        </Button>
      </form>
    </AuthLayout>
  );
}
