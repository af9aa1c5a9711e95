// A section of a page loading on its own: busy, announced once, its skeleton keeping its room; and
// a column of skeleton blocks hidden as a whole.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { SectionLoading, SkeletonStack } from './index.ts';

describe('a section loading', () => {
  it('is busy and announces the loading, with a block of its height or its own skeleton', async () => {
    const { container } = await renderWithApp(
      <>
        <SectionLoading height="20rem" />
        <SectionLoading>
          <p>scheletro</p>
        </SectionLoading>
      </>,
    );
    const busy = container.querySelectorAll('[aria-busy="true"]');
    expect(busy).toHaveLength(2);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(busy[1]?.textContent).toContain('scheletro');
  });

  it('stacks skeleton blocks, hidden from assistive technology', async () => {
    const { container } = await renderWithApp(<SkeletonStack heights={['26rem', '16rem']} />);
    const stack = container.firstElementChild;
    expect(stack?.getAttribute('aria-hidden')).toBe('true');
    expect(stack?.children).toHaveLength(2);
  });
});
