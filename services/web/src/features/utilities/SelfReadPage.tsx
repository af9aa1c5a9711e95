// /retail/selfRead (§2, page kind 'retail-selfRead'): the gas self-reading. Allowed
// only under §5's rule (a gas contract of the selected registry with canInsertLettura) and inside
// the contract's reading window (§3 finestraLetturaDal/Al); otherwise the page says why, and when
// the window opens. A customer with several readable gas supplies picks one (kept in the address,
// ?supply=<contract>); the meter, the form or the window's dates, and the last readings, where a
// sent reading appears at once (the query is revalidated).
import { formatDate } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Alert, Columns, Field, LinkButton, Select, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useSelfReading, type ReadableSupply, type SelfReading } from './api/useSelfReading.ts';
import { MeterFacts } from './components/MeterFacts.tsx';
import { ReadingForm, type SentReading } from './components/ReadingForm.tsx';
import { ReadingHistory } from './components/ReadingHistory.tsx';
import { ReadingSent } from './components/ReadingSent.tsx';

const SUPPLY_PARAM = 'supply';

const Halves = styled(Columns).attrs({ $two: 'lg', $top: true })``;

const Skeleton = () => (
  <Stack aria-hidden="true">
    <SkeletonBlock height="1.5em" width="60%" />
    <Halves>
      <SkeletonBlock height="18rem" />
      <SkeletonBlock height="18rem" />
    </Halves>
    <SkeletonTable rows={5} columns={3} />
  </Stack>
);

function NotAllowed({ registryName }: { registryName: string | null }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <Alert $tone="info" role="status" data-state="self-read-not-allowed">
      <Stack $gap={2}>
        <strong>{t('selfRead.notAllowed.title')}</strong>
        <p>
          {registryName
            ? t('selfRead.notAllowed.text', { name: registryName })
            : t('selfRead.notAllowed.textNoName')}
        </p>
        <p>{t('selfRead.notAllowed.help')}</p>
        <div>
          <LinkButton $variant="secondary" to={buildPath('retail-assistance-writeus', {}, locale)}>
            {t('selfRead.notAllowed.assistance')}
          </LinkButton>
        </div>
      </Stack>
    </Alert>
  );
}

function WindowClosed({ supply }: { supply: ReadableSupply }) {
  const { t } = useTranslation();
  const dates = {
    from: formatDate(supply.readingWindowFrom),
    to: formatDate(supply.readingWindowTo),
  };
  const text =
    supply.readingWindowState === 'UPCOMING'
      ? t('selfRead.window.upcoming', dates)
      : supply.readingWindowState === 'CLOSED'
        ? t('selfRead.window.closed', dates)
        : t('selfRead.window.unknown');
  return (
    <Alert $tone="info" role="status" data-state={`window-${supply.readingWindowState}`}>
      {text}
    </Alert>
  );
}

function SelfReadView({ data, registryName }: { data: SelfReading; registryName: string | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [sent, setSent] = useState<SentReading | null>(null);
  const { mutate } = useSelfReading();
  if (!data.allowed || data.supplies.length === 0)
    return <NotAllowed registryName={registryName} />;

  const wanted = params.get(SUPPLY_PARAM);
  const supply = data.supplies.find((s) => s.contractId === wanted) ?? data.supplies[0]!;
  const choose = (contractId: string) => {
    setSent(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SUPPLY_PARAM, contractId);
        return next;
      },
      { replace: true },
    );
  };
  const onSent = (reading: SentReading) => {
    setSent(reading);
    void mutate();
  };
  const sentHere = sent !== null && sent.contractId === supply.contractId ? sent : null;

  return (
    <Stack $gap={4}>
      {data.supplies.length > 1 && (
        <Field label={t('selfRead.choose')} hint={t('selfRead.chooseHint')}>
          <Select value={supply.contractId} onChange={(event) => choose(event.target.value)}>
            {data.supplies.map((s) => (
              // A supply's point and address: names, as upstream wrote them.
              <option key={s.contractId} value={s.contractId} translate="no" lang="it">
                {t('selfRead.supplyOption', { pointId: s.pointId, address: s.address ?? '' })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Halves>
        {supply.readingWindowState !== 'OPEN' ? (
          <WindowClosed supply={supply} />
        ) : sentHere ? (
          <ReadingSent sent={sentHere} supply={supply} onAnother={() => setSent(null)} />
        ) : (
          <ReadingForm key={supply.contractId} supply={supply} today={data.today} onSent={onSent} />
        )}
        <MeterFacts supply={supply} />
      </Halves>
      <ReadingHistory readings={supply.readings} />
    </Stack>
  );
}

export default function SelfReadPage() {
  const { t } = useTranslation();
  const { selectedRegistry } = usePageContext();
  const query = useSelfReading();
  return (
    <PageScaffold
      title={t('selfRead.title')}
      intro={t('selfRead.intro')}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => (
        <SelfReadView data={data.selfReading} registryName={selectedRegistry?.ragSoc ?? null} />
      )}
    </PageScaffold>
  );
}
