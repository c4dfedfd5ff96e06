import { messages } from '@looklab/shared/messages/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorText, useAuth } from '@/lib/auth';
import { signInWithEmail } from '@/lib/auth/auth-client';
import { signInFormSchema, type SignInForm } from '../auth-forms';
import { AuthLayout, FormError, authLink } from './auth-layout';
import { FederatedSignIn } from './federated-sign-in';

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
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
        <FormError message={accountsEnabled ? error : messages.auth.notConfigured} />
        <Field label="Email" htmlFor="email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            {...form.register('email')}
          />
        </Field>
        <Field
          label="Password"
          htmlFor="password"
          error={errors.password?.message}
          hint={
            <Link
              to="/auth/reset-password"
              className="text-xs font-medium text-brand-600 hover:underline dark:text-brand-400"
            >
              Forgot password?
            </Link>
          }
        >
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={isSubmitting || !accountsEnabled}
        >
          {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
          Sign In
        </Button>
      </form>
      {accountsEnabled ? <FederatedSignIn onError={setError} /> : null}
    </AuthLayout>
  );
}
