import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { authErrorText } from '@/lib/auth';
import { resetPasswordRequest } from '@/lib/auth/auth-client';
import { apiMessages } from '@looklab/shared/messages/api-messages';
import { MIN_PASSWORD_LENGTH, newPasswordFormSchema, type NewPasswordForm } from '../auth-forms';
import { AuthLayout, SuccessNote } from './auth-layout';
import { AuthForm, NewPasswordFields, SubmitButton } from './form-fields';

function InvalidLink() {
  return (
    <AuthLayout
      title="This link can't be used"
      description="It may have expired or been used already."
    >
      <div className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
        <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p>Ask for a new password reset link and use it within the hour.</p>
      </div>
      <Link to="/auth/reset-password" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        Send a New Link
      </Link>
    </AuthLayout>
  );
}

function NewPasswordStep({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPasswordRequest({ token, newPassword: password });
      setDone(true);
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  if (done) {
    return (
      <AuthLayout
        title="Password updated"
        description="You can sign in with your new password now."
      >
        <SuccessNote icon={CircleCheck}>
          <p>Your password has been changed.</p>
        </SuccessNote>
        <Link to="/auth/signin" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Sign In
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description={apiMessages.passwordTooShort(MIN_PASSWORD_LENGTH)}
    >
      <AuthForm label="Set new password" error={error} onSubmit={onSubmit}>
        <NewPasswordFields
          password={{ registration: form.register('password'), error: errors.password }}
          confirmPassword={{
            registration: form.register('confirmPassword'),
            error: errors.confirmPassword,
          }}
        />
        <SubmitButton pending={isSubmitting}>Save New Password</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}

/** Handler for account-action links (spec route /auth/action), e.g. password reset. */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? 'resetPassword';
  const token = params.get('oobCode') ?? params.get('token');
  if (mode !== 'resetPassword' || !token || params.get('error')) return <InvalidLink />;
  return <NewPasswordStep token={token} />;
}
