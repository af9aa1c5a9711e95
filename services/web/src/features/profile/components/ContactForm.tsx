// The registry's contacts (§3 anagrafica eMail, telefono, cellulare), changed through §7
// contatto/save. GOV.UK's form pattern (conventions 21): labels above, hints,
// each problem under its field and in a summary at the top that takes focus and links to the
// field; what was typed is never cleared. The save is announced (role=status) and not repeated
// on its own when it fails.
import { contactErrors, type ContactField, type ContactInput } from '@portal/shared/contact';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorsInOrder,
  FormErrorSummary,
  SettingsForm,
  TextField,
  useSubmission,
} from '@/components/forms/index.ts';
import { FactCard } from '@/components/ui/index.ts';
import { saveContact } from '../api/saveContact.ts';

const FIELDS: readonly ContactField[] = ['email', 'phone', 'mobile'];

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
  const { attachSummary, ...form } = useSubmission({
    initial,
    validate: contactErrors,
    live: false,
    send: (values: ContactInput) => {
      const trimmed = (value: string) => value.trim() || null;
      return saveContact({
        registryId,
        email: trimmed(values.email),
        phone: trimmed(values.phone),
        mobile: trimmed(values.mobile),
      });
    },
    onSent: onSaved,
  });
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField) => {
    const found = form.errors.find((e) => e.field === field);
    return found ? t(`${texts}.errors.${found.field}.${found.problem}`) : undefined;
  };

  return (
    <SettingsForm
      form={form}
      describedBy={`${id}-intro`}
      texts={{
        save: t(`${texts}.save`),
        saving: t(`${texts}.saving`),
        saved: t(`${texts}.saved`),
        failed: t(`${texts}.failed`),
      }}
    >
      <p id={`${id}-intro`}>{t(`${texts}.intro`)}</p>
      <FormErrorSummary
        ref={attachSummary}
        id={`${id}-summary`}
        title={t(`${texts}.summary`)}
        errors={errorsInOrder(FIELDS, errorOf, fieldId)}
      />
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={fieldId(field)}
          label={t(`${texts}.${field}`)}
          hint={t(`${texts}.hints.${field}`)}
          optional={field !== 'email'}
          error={errorOf(field)}
          name={field}
          entry={field === 'email' ? 'email' : 'phone'}
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value)}
        />
      ))}
    </SettingsForm>
  );
}

/** The contacts' card of a profile: the form on the registry's contacts, anew for each registry. */
export function ContactsCard({
  registry,
  onSaved,
  texts,
}: {
  registry: { id: string; email?: string | null; phone?: string | null; mobile?: string | null };
  onSaved: () => unknown;
  texts?: ContactTexts;
}) {
  const { t } = useTranslation();
  return (
    <FactCard title={t('profile.contacts.title')}>
      <ContactForm
        key={registry.id}
        registryId={registry.id}
        initial={{
          email: registry.email ?? '',
          phone: registry.phone ?? '',
          mobile: registry.mobile ?? '',
        }}
        onSaved={onSaved}
        texts={texts}
      />
    </FactCard>
  );
}
