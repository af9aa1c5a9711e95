// The pieces of a drawn chart: the value axis (a line at each tick, the axis at 0, each figure
// beside the plot) and the width a drawing is made at (the fallback where nothing measures it).
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { useElementWidth, ValueGrid } from './index.ts';

describe('a drawn chart', () => {
  it('draws a line and a figure at every tick, the axis at 0', async () => {
    const { container } = await renderWithApp(
      <svg>
        <ValueGrid
          ticks={[0, 50, 100]}
          y={(value) => 200 - value}
          left={60}
          width={300}
          format={(value) => `${value} kWh`}
          gap={6}
        />
      </svg>,
    );
    const lines = [...container.querySelectorAll('line')];
    expect(lines.map((line) => line.getAttribute('class'))).toEqual(['axis', 'grid', 'grid']);
    expect(lines.map((line) => line.getAttribute('y1'))).toEqual(['200', '150', '100']);
    expect(lines[0]?.getAttribute('x2')).toBe('360');
    const figures = [...container.querySelectorAll('text')];
    expect(figures.map((text) => text.textContent)).toEqual(['0 kWh', '50 kWh', '100 kWh']);
    expect(figures[0]?.getAttribute('x')).toBe('54');
  });

  it('keeps the fallback width where the element is not measured', () => {
    const { result } = renderHook(() => useElementWidth(720));
    expect(result.current.width).toBe(720);
  });
});
