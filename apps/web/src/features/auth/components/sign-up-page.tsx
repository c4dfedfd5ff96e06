import { messages } from '@looklab/shared/messages/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authErrorText, useAuth } from '@/lib/auth';
import { signUpWithEmail } from '@/lib/auth/auth-client';
import { MIN_PASSWORD_LENGTH, signUpFormSchema, type SignUpForm } from '../auth-forms';
import { AuthLayout, FormError, authLink } from './auth-layout';
import { FederatedSignIn } from './federated-sign-in';

export function SignUpPage() {
  const { refresh, accountsEnabled } = useAuth();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // The server initializes the new user's settings; nothing else to call here.
      await signUpWithEmail({ email: values.email, password: values.password });
      await refresh();
    } catch (e) {
      setError(authErrorText(e));
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      description="Free to start. Save up to three makeovers on the Freemium plan."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/signin" state={location.state as unknown} className={authLink}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign up">
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
            <span className="text-xs text-stone-500 dark:text-stone-400">
              At least {MIN_PASSWORD_LENGTH} characters
            </span>
          }
        >
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
        </Field>
        <Field
          label="Confirm password"
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
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={isSubmitting || !accountsEnabled}
        >
          {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
          Sign Up
        </Button>
      </form>
      {accountsEnabled ? <FederatedSignIn onError={setError} /> : null}
    </AuthLayout>
  );
}
