// The subsidised registry page (§2 /pa/subsidizedGas|subsidizedLight/registry, page kind
// 'subsidized-registry'): the body's registry as the supplier holds it, a form to
// ask for a correction, and the corrections asked for with their §4 state. A correction filed
// re-reads the registry, so the list shows it at once (and after a reload).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionRegistry } from './api/useConventionRegistry.ts';
import { CorrectionForm } from './components/CorrectionForm.tsx';
import { CorrectionList } from './components/CorrectionList.tsx';
import { RegistryFacts } from './components/RegistryFacts.tsx';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function RegistrySkeleton() {
  return (
    <Stack aria-hidden="true">
      <Columns>
        <SkeletonBlock height="22rem" />
        <SkeletonBlock height="22rem" />
      </Columns>
      <SkeletonBlock height="10rem" />
    </Stack>
  );
}

export default function ConventionRegistryPage() {
  const { t } = useTranslation();
  const { commodity, utility, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const query = useConventionRegistry(hasSupply ? utility : null);
  return (
    <PageScaffold
      title={t(`convention.registry.title.${kind}`)}
      intro={t('convention.registry.intro')}
      query={query}
      skeleton={<RegistrySkeleton />}
    >
      {(data) => (
        <Stack>
          <Columns>
            <Stack>
              <RegistryFacts registry={data.conventionRegistry} />
            </Stack>
            {utility && (
              <CorrectionForm
                registry={data.conventionRegistry}
                utility={utility}
                onFiled={() => void query.mutate()}
              />
            )}
          </Columns>
          <CorrectionList corrections={data.conventionRegistry.corrections} />
        </Stack>
      )}
    </PageScaffold>
  );
}
