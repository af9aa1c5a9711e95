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
    <Section title={t('ui.catalogue.sections.fields')}>
      <Stack $gap={6}>
        <Field
          label={t('ui.catalogue.sample.documentNumber')}
          hint={t('ui.catalogue.sample.documentHint')}
        >
          <Input name="valid" inputMode="numeric" defaultValue="2026000123" />
        </Field>
        <Field
          label={t('ui.catalogue.sample.documentNumber')}
          hint={t('ui.catalogue.sample.documentHint')}
          error={t('ui.catalogue.sample.documentError')}
        >
          <Input name="invalid" defaultValue="2026-abc" />
        </Field>
        <Field label={t('ui.catalogue.sample.supply')} optional>
          <Select defaultValue="gas">
            <option value="light">{t('ui.catalogue.sample.light')}</option>
            <option value="gas">{t('ui.catalogue.sample.gas')}</option>
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
    <Section title={t('ui.catalogue.sections.picker')}>
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
    <Section title={t('ui.catalogue.sections.tabs')}>
      <Tabs
        label={t('ui.catalogue.sample.supply')}
        items={[
          {
            id: 'summary',
            label: t('ui.catalogue.sample.summary'),
            content: t('ui.catalogue.sample.summaryText'),
          },
          {
            id: 'readings',
            label: t('ui.catalogue.sample.readings'),
            content: t('ui.catalogue.sample.readingsText'),
          },
          {
            id: 'documents',
            label: t('ui.catalogue.sample.documents'),
            content: t('ui.catalogue.sample.documentsText'),
          },
        ]}
      />
    </Section>
  );
}

function ToastSample() {
  const { t } = useTranslation();
  return (
    <Section title={t('ui.catalogue.sections.toast')}>
      <Button $variant="secondary" onClick={() => showToast(t('ui.catalogue.sample.toastText'))}>
        {t('ui.catalogue.sample.showToast')}
      </Button>
    </Section>
  );
}

function ModalSample() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section title={t('ui.catalogue.sections.modal')}>
      <Row>
        <Button $variant="danger" onClick={() => setOpen(true)}>
          {t('ui.catalogue.sample.openModal')}
        </Button>
      </Row>
      <ConfirmDialog
        open={open}
        title={t('ui.catalogue.sample.modalTitle')}
        confirmLabel={t('ui.catalogue.sample.modalConfirm')}
        variant="danger"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          showToast(t('ui.catalogue.sample.modalDone'));
        }}
      >
        <p>{t('ui.catalogue.sample.modalText')}</p>
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
