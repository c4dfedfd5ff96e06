import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAnnounce } from '@/app/overlays';
import { authErrorText } from '@/lib/auth';
import { changePasswordRequest } from '@/lib/auth/auth-client';
import { changePasswordFormSchema, type ChangePasswordForm } from '../auth-forms';
import { AuthLayout, authLink } from './auth-layout';
import { AuthForm, NewPasswordFields, PasswordField, SubmitButton } from './form-fields';

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
      <AuthForm label="Change password" error={error} onSubmit={onSubmit}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          password={{ registration: form.register('password'), error: errors.password }}
          confirmPassword={{
            registration: form.register('confirmPassword'),
            error: errors.confirmPassword,
          }}
        />
        <SubmitButton pending={isSubmitting}>Change Password</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
