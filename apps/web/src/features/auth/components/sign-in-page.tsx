import { messages } from '@looklab/shared/messages/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { authErrorText, useAuth } from '@/lib/auth';
import { signInWithEmail } from '@/lib/auth/auth-client';
import { signInFormSchema, type SignInForm } from '../auth-forms';
import { AuthLayout, authLink } from './auth-layout';
import { FederatedSignIn } from './federated-sign-in';
import { AuthForm, EmailField, PasswordField, SubmitButton } from './form-fields';

export function SignInPage() {
  const { refresh, accountsEnabled } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signInWithEmail(values);
      // The auth screens redirect to where the user came from once the session is there.
      await refresh();
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to open your saved makeovers and favourite styles."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/auth/signup" state={location.state as unknown} className={authLink}>
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm
        label="Sign in"
        error={accountsEnabled ? error : messages.auth.notConfigured}
        onSubmit={onSubmit}
      >
        <EmailField registration={form.register('email')} error={errors.email} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password}
          hint={
            <Link
              to="/auth/reset-password"
              className="text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              Forgot password?
            </Link>
          }
        />
        <SubmitButton pending={isSubmitting} disabled={!accountsEnabled}>
          Sign In
        </SubmitButton>
      </AuthForm>
      {accountsEnabled ? <FederatedSignIn onError={setError} /> : null}
    </AuthLayout>
  );
}
