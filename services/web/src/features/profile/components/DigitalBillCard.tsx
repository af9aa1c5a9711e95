// How the household receives its bill (§3 fatturaDigitale: e-mail or paper) and,
// for each supply, the way to change it (§2 manageUts/billReceiveMethod/{id}).
import type { Locale } from '@portal/shared/constants';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, SectionLoading } from '@/components/page-scaffold/index.ts';
import type { ProfileSupply } from '../api/useBillSupplies.ts';
import type { ProfileRegistry } from '../api/useRegistry.ts';
import { FactCard } from '@/components/ui/index.ts';

const Links = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    overflow-wrap: anywhere;
  }
`;

export function DigitalBillCard({
  registry,
  supplies,
  suppliesError,
  retry,
  locale,
}: {
  registry: ProfileRegistry;
  supplies: readonly ProfileSupply[] | undefined;
  suppliesError: unknown;
  retry: () => unknown;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const bill = registry.fatturaDigitale;
  const digital = bill !== null && bill !== undefined && (bill.digital || bill.byEmail);
  const email = bill?.email ?? registry.email;
  const state = !digital
    ? t('profile.retail.bill.paper')
    : email
      ? t('profile.retail.bill.digital', { email })
      : t('profile.retail.bill.digitalNoEmail');

  const list = () => {
    if (suppliesError) return <ErrorState error={suppliesError} retry={retry} />;
    if (!supplies) return <SectionLoading height="6rem" />;
    if (supplies.length === 0) return <p>{t('profile.retail.bill.noSupply')}</p>;
    return (
      <>
        <p>{t('profile.retail.bill.change')}</p>
        <Links>
          {supplies.map((supply) => (
            <li key={supply.id}>
              <Link
                to={buildPath(
                  'retail-myUtilities-manageUts-billReceiveMethod-id',
                  { id: supply.id },
                  locale,
                )}
              >
                {t('profile.retail.bill.supply', {
                  point: supply.pointId,
                  address: [
                    t(`profile.retail.bill.utility.${supply.utility}`),
                    supply.address,
                    supply.locality,
                  ]
                    .filter(Boolean)
                    .join(', '),
                })}
              </Link>
            </li>
          ))}
        </Links>
      </>
    );
  };

  return (
    <FactCard title={t('profile.retail.bill.title')}>
      <p>{state}</p>
      {list()}
    </FactCard>
  );
}
