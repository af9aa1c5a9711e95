// §4 tone rules on the retail home: overdue is unpaid past the due date, in red and in words.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render.tsx';
import { BillStateBadge } from './BillStateBadge.tsx';

const TODAY = '2026-11-27';

describe('a bill’s payment state on the retail home', () => {
  it('FT2024/000018, overdue since 2024, and a bill to pay past its due date read Scaduta, in red', async () => {
    await renderWithApp(
      <>
        <BillStateBadge
          bill={{ paymentState: 'OVERDUE', paymentStateText: 'Scaduta', dueDate: '2024-11-27' }}
          today={TODAY}
        />
        <BillStateBadge
          bill={{ paymentState: 'TO_PAY', paymentStateText: 'Da pagare', dueDate: '2026-11-20' }}
          today={TODAY}
        />
        <BillStateBadge
          bill={{ paymentState: 'TO_PAY', paymentStateText: 'Da pagare', dueDate: '2026-11-29' }}
          today={TODAY}
        />
      </>,
    );
    const overdue = screen.getAllByText('Scaduta');
    expect(overdue).toHaveLength(2);
    const due = screen.getByText('Da pagare');
    expect(getComputedStyle(overdue[1]!).color).toBe(getComputedStyle(overdue[0]!).color);
    expect(getComputedStyle(overdue[0]!).color).not.toBe(getComputedStyle(due).color);
  });
});
