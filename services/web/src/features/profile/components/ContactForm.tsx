// The registry's contacts (§3 anagrafica eMail, telefono, cellulare), changed through §7
// contatto/save. GOV.UK's form pattern (conventions 21): labels above, hints,
// each problem under its field and in a summary at the top that takes focus and links to the
// field; what was typed is never cleared. The save is announced (role=status) and not repeated
// on its own when it fails.
import { contactErrors, type ContactField, type ContactInput } from '@portal/shared/contact';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage, Field, Input, Stack } from '@/components/ui/index.ts';
import { saveContact } from '../api/saveContact.ts';

const FIELDS: readonly ContactField[] = ['email', 'phone', 'mobile'];

const Summary = styled.div`
  border: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

type Outcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

/** The form's texts: the business profile's (voi, company examples) or a household's (tu). */
export type ContactTexts = 'profile.contacts' | 'profile.retail.contacts';

export function ContactForm({
  registryId,
  initial,
  onSaved,
  texts = 'profile.contacts',
}: {
  registryId: string;
  initial: ContactInput;
  onSaved: () => unknown;
  texts?: ContactTexts;
}) {
  const { t } = useTranslation();
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<ContactInput>(initial);
  const [shownErrors, setShownErrors] = useState<ReturnType<typeof contactErrors>>([]);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField) => {
    const found = shownErrors.find((e) => e.field === field);
    return found ? t(`${texts}.errors.${found.field}.${found.problem}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const errors = contactErrors(values);
    setShownErrors(errors);
    setOutcome({ kind: 'idle' });
    if (errors.length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      const trimmed = (value: string) => value.trim() || null;
      await saveContact({
        registryId,
        email: trimmed(values.email),
        phone: trimmed(values.phone),
        mobile: trimmed(values.mobile),
      });
      setOutcome({ kind: 'saved' });
      await onSaved();
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-intro`}>
      <Stack>
        <p id={`${id}-intro`}>{t(`${texts}.intro`)}</p>
        {shownErrors.length > 0 && (
          <Summary ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`}>
            <h3 id={`${id}-summary`}>{t(`${texts}.summary`)}</h3>
            <ul>
              {shownErrors.map((error) => (
                <li key={error.field}>
                  <a
                    href={`#${fieldId(error.field)}`}
                    onClick={(clicked) => {
                      clicked.preventDefault();
                      document.getElementById(fieldId(error.field))?.focus();
                    }}
                  >
                    {errorOf(error.field)}
                  </a>
                </li>
              ))}
            </ul>
          </Summary>
        )}
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={fieldId(field)}
            label={t(`${texts}.${field}`)}
            hint={t(`${texts}.hints.${field}`)}
            optional={field !== 'email'}
            error={errorOf(field)}
          >
            <Input
              name={field}
              type={field === 'email' ? 'email' : 'tel'}
              autoComplete={field === 'email' ? 'email' : 'tel'}
              inputMode={field === 'email' ? 'email' : 'tel'}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((before) => ({ ...before, [field]: value }));
              }}
            />
          </Field>
        ))}
        <Actions>
          <Button type="submit" aria-disabled={saving}>
            {saving ? t(`${texts}.saving`) : t(`${texts}.save`)}
          </Button>
          <span role="status">{outcome.kind === 'saved' ? t(`${texts}.saved`) : ''}</span>
        </Actions>
        {outcome.kind === 'failed' && (
          <Alert role="alert">
            <p>{t(`${texts}.failed`)}</p>
            <p>
              <ErrorMessage error={outcome.error} />
            </p>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
