// What the shading behind the curve means (the ARERA bands): a swatch and the band's
// name and hours, so the bands read without telling colours apart.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A legend's entries side by side, wrapping (the bands' here, the chart's lines beside it). */
export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Swatch = styled.span<{ $band: 'F1' | 'F2' | 'F3' }>`
  display: inline-block;
  width: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.space(4)};
  margin-right: ${({ theme }) => theme.space(2)};
  vertical-align: middle;
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme, $band }) =>
    $band === 'F1' ? theme.tone.red.bg : $band === 'F2' ? theme.color.banner : theme.tone.green.bg};
`;

export function BandLegend() {
  const { t } = useTranslation();
  return (
    <LegendList aria-label={t('loadCurves.bands.legend')}>
      {(['F1', 'F2', 'F3'] as const).map((band) => (
        <li key={band}>
          <Swatch $band={band} aria-hidden="true" />
          {t(`loadCurves.bands.${band}`)}
        </li>
      ))}
      <li>{t('loadCurves.bands.gaps')}</li>
    </LegendList>
  );
}
