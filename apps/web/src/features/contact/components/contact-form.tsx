import type { ContactMessageInput } from '@sahay/domain/contact';
import { CONTACT_MESSAGES } from '@sahay/domain/support-messages';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/use-send-contact-message';
import { contactChecks } from './lazy-contact-resolver';

const FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** Spec 000 §2 /contact: first name, last name, email, subject, message and 'Send Message'. */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({ resolver: contactChecks.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const invalid = (field: keyof ContactMessageInput) => (errors[field] ? true : undefined);

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.sent.title, { description: CONTACT_MESSAGES.sent.description });
        form.reset(EMPTY);
      },
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact us">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={errors.firstName?.message}>
          {(describedBy) => (
            <Input id="contact-first-name" autoComplete="given-name" required aria-invalid={invalid('firstName')} aria-describedby={describedBy} {...form.register('firstName')} />
          )}
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={errors.lastName?.message}>
          {(describedBy) => (
            <Input id="contact-last-name" autoComplete="family-name" required aria-invalid={invalid('lastName')} aria-describedby={describedBy} {...form.register('lastName')} />
          )}
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errors.email?.message} hint="We reply to this address">
        {(describedBy) => (
          <Input
            id="contact-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            aria-invalid={invalid('email')}
            aria-describedby={describedBy}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(describedBy) => (
          <Input
            id="contact-subject"
            placeholder="What is it about?"
            required
            aria-invalid={invalid('subject')}
            aria-describedby={describedBy}
            {...form.register('subject')}
          />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(describedBy) => (
          <Textarea
            id="contact-message"
            rows={6}
            placeholder="Tell us how we can help. Please do not include medical reports here."
            required
            aria-invalid={invalid('message')}
            aria-describedby={describedBy}
            {...form.register('message')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
