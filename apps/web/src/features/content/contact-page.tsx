import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Textarea } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Tell us your name.').max(120),
  email: z.string().trim().email('The email address is not valid.'),
  message: z.string().trim().min(10, 'Write at least a few words.').max(5000),
});
type ContactForm = z.infer<typeof contactFormSchema>;

export function ContactPage() {
  const { user } = useAuth();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContactForm>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: user?.email ?? '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api.post('/api/contact', values);
      setSent(true);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 404
          ? 'Messages cannot be sent from this server yet. Please try again later.'
          : e instanceof Error
            ? e.message
            : 'An unexpected error occurred.',
      );
    }
  });

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions, feedback or a problem with your account? Send us a message and we'll reply by e-mail."
      />
      <Card className="mt-10 p-6 sm:p-8">
        {sent ? (
          <div role="status" className="flex gap-3 text-stone-700 dark:text-stone-300">
            <CircleCheck className="h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
            <div>
              <p className="font-semibold text-stone-900 dark:text-white">Message sent</p>
              <p className="mt-1 text-sm">Thanks for writing. We'll get back to you soon.</p>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contact">
            {error ? (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
              >
                {error}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Name" htmlFor="contact-name" error={errors.name?.message}>
                <Input id="contact-name" autoComplete="name" {...form.register('name')} />
              </Field>
              <Field label="Email" htmlFor="contact-email" error={errors.email?.message}>
                <Input
                  id="contact-email"
                  type="email"
                  autoComplete="email"
                  {...form.register('email')}
                />
              </Field>
            </div>
            <Field label="Message" htmlFor="contact-message" error={errors.message?.message}>
              <Textarea id="contact-message" rows={6} {...form.register('message')} />
            </Field>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Mail className="h-4 w-4" aria-hidden="true" />
              )}
              Send Message
            </Button>
          </form>
        )}
      </Card>
    </PageContainer>
  );
}
