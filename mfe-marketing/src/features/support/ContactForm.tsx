import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Panel, Textarea, typedBeforeHydration, useHydrated } from '@mindset/shared-ui';
import { isValidEmail } from '../../components/emailFormat';
import { Icon } from '../../components/Icon';
import { mailboxes } from '../../components/mailboxes';
import { useSupportStore, type ContactMessage } from './supportStore';

type FieldName = keyof ContactMessage;
type FieldErrors = Partial<Record<FieldName, string>>;

const contactFields: { name: FieldName; label: string; autoComplete?: string; multiline?: boolean; missing: string }[] =
  [
    { name: 'name', label: 'Name', autoComplete: 'name', missing: 'Please enter your name.' },
    { name: 'email', label: 'Email', autoComplete: 'email', missing: 'Please enter your email address.' },
    { name: 'subject', label: 'Subject', missing: 'Please enter a subject.' },
    { name: 'message', label: 'Message', multiline: true, missing: 'Please enter your message.' },
  ];

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com.';

/** Product rules (Support): all four fields required; the email must be a valid email format. */
function validate(message: ContactMessage): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of contactFields) {
    if (!message[field.name].trim()) errors[field.name] = field.missing;
  }
  if (!errors.email && !isValidEmail(message.email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* A field focused after a failed submit must not sit under the fixed header. */
  input,
  textarea {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Confirmation = styled.div`
  &:not(:empty) {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * Support contact form: validated on submit, then sent to support (decision 0135): cleared with the
 * spec's confirmation and the request's reference; a failure says why and keeps what was typed.
 * /support arrives as server HTML (decision 0180): the fields show the support store's initial state
 * while hydrating and the stored draft right after; what was typed before the script ran becomes the
 * draft; sending needs the script, so the button waits for it and a reader without it is told.
 */
export function ContactForm() {
  const draft = useSupportStore((state) => state.draft);
  const lastSent = useSupportStore((state) => state.lastSent);
  const sending = useSupportStore((state) => state.sending);
  const failure = useSupportStore((state) => state.failure);
  const updateDraft = useSupportStore((state) => state.updateDraft);
  const send = useSupportStore((state) => state.send);
  const [errors, setErrors] = useState<FieldErrors>({});
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);

  // Typed into the server's HTML before the script ran: it becomes the draft, so the stored draft
  // arriving next fills only the other fields, and a reload keeps it.
  useLayoutEffect(() => {
    for (const field of contactFields) {
      const typed = typedBeforeHydration(form.current?.elements.namedItem(field.name));
      if (typed !== null) updateDraft(field.name, typed);
    }
  }, [updateDraft]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field.name]);
    if (firstInvalid) {
      document.getElementById(`support-${firstInvalid.name}`)?.focus();
      return;
    }
    void send();
  };

  const handleChange = (name: FieldName, value: string) => {
    updateDraft(name, value);
    // Once a field has been flagged, its message follows what is typed instead of waiting for the next submit.
    if (errors[name]) setErrors({ ...errors, [name]: validate({ ...draft, [name]: value })[name] });
  };

  return (
    <Form ref={form} noValidate onSubmit={handleSubmit} aria-labelledby="contact-title">
      <Confirmation role="status">
        {lastSent ? (
          <>
            <Icon name="check" />
            <p>
              <strong>Thanks, {lastSent.name}! We've received your message.</strong> We will reply to {lastSent.email}{' '}
              about “{lastSent.subject}” within 24 hours. Your reference is <strong>{lastSent.reference}</strong>.
            </p>
          </>
        ) : null}
      </Confirmation>
      {failure ? (
        <Panel $tone="danger" role="alert">
          Your message was not sent: {failure} What you wrote is still here.
        </Panel>
      ) : null}
      <Note>All fields are required.</Note>
      {contactFields.map((field) => {
        const id = `support-${field.name}`;
        const error = errors[field.name];
        const shared = {
          id,
          name: field.name,
          required: true,
          value: draft[field.name],
          $invalid: Boolean(error),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-message` : undefined,
        };
        return (
          <Field key={field.name} label={field.label} htmlFor={id} error={error}>
            {field.multiline ? (
              <Textarea {...shared} rows={5} onChange={(event) => handleChange(field.name, event.target.value)} />
            ) : (
              <Input
                {...shared}
                type={field.name === 'email' ? 'email' : 'text'}
                autoComplete={field.autoComplete}
                onChange={(event) => handleChange(field.name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
      <div>
        <Button type="submit" $size="lg" disabled={sending || !hydrated} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
      {/* A browser running scripts never shows it, so the layout does not change (decision 0165). */}
      <noscript>
        <Note>
          Sending this form needs JavaScript. You can write to {mailboxes.support} from your own inbox instead.
        </Note>
      </noscript>
    </Form>
  );
}
