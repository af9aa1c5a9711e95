// The catalogue's components that take input: form fields (valid, with an error, optional), the
// select, the date range picker, tabs, a toast after an action and the confirmation dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../components/date-range-picker/DateRangePicker.tsx';
import type { DateRange } from '../components/date-range-picker/picker-state.ts';
import {
  Button,
  ConfirmDialog,
  Field,
  Input,
  Select,
  showToast,
  Stack,
  Tabs,
} from '../components/ui/index.ts';
import { Row, Section } from './Section.tsx';

function Fields() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.fields')}>
      <Stack $gap={6}>
        <Field
          label={t('catalogue:sample.documentNumber')}
          hint={t('catalogue:sample.documentHint')}
        >
          <Input name="valid" inputMode="numeric" defaultValue="2026000123" />
        </Field>
        <Field
          label={t('catalogue:sample.documentNumber')}
          hint={t('catalogue:sample.documentHint')}
          error={t('catalogue:sample.documentError')}
        >
          <Input name="invalid" defaultValue="2026-abc" />
        </Field>
        <Field label={t('catalogue:sample.supply')} optional>
          <Select defaultValue="gas">
            <option value="light">{t('catalogue:sample.light')}</option>
            <option value="gas">{t('catalogue:sample.gas')}</option>
          </Select>
        </Field>
      </Stack>
    </Section>
  );
}

function Picker() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange | null>(null);
  return (
    <Section title={t('catalogue:sections.picker')}>
      <DateRangePicker
        label={t('picker.label')}
        value={range}
        onChange={setRange}
        format="DD/MM/YYYY"
      />
    </Section>
  );
}

function TabsSample() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.tabs')}>
      <Tabs
        label={t('catalogue:sample.supply')}
        items={[
          {
            id: 'summary',
            label: t('catalogue:sample.summary'),
            content: t('catalogue:sample.summaryText'),
          },
          {
            id: 'readings',
            label: t('catalogue:sample.readings'),
            content: t('catalogue:sample.readingsText'),
          },
          {
            id: 'documents',
            label: t('catalogue:sample.documents'),
            content: t('catalogue:sample.documentsText'),
          },
        ]}
      />
    </Section>
  );
}

function ToastSample() {
  const { t } = useTranslation();
  return (
    <Section title={t('catalogue:sections.toast')}>
      <Button $variant="secondary" onClick={() => showToast(t('catalogue:sample.toastText'))}>
        {t('catalogue:sample.showToast')}
      </Button>
    </Section>
  );
}

function ModalSample() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('catalogue:sections.modal')}>
      <Row>
        <Button $variant="danger" onClick={() => setOpen(true)}>
          {t('catalogue:sample.openModal')}
        </Button>
      </Row>
      <ConfirmDialog
        open={open}
        title={t('catalogue:sample.modalTitle')}
        confirmLabel={t('catalogue:sample.modalConfirm')}
        variant="danger"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          showToast(t('catalogue:sample.modalDone'));
        }}
      >
        <p>{t('catalogue:sample.modalText')}</p>
      </ConfirmDialog>
    </Section>
  );
}

export function ActionSections() {
  return (
    <>
      <Fields />
      <Picker />
      <TabsSample />
      <ToastSample />
      <ModalSample />
    </>
  );
}
