import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { ColumnChoice, FoldedColumnsHint } from './index.tsx';

describe('ColumnChoice: a column-settings line that says when the column is folded', () => {
  it('marks a chosen, folded column "Folded", read as the checkbox\'s description; its name stays the column\'s', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <>
        <FoldedColumnsHint />
        <ColumnChoice columnKey="group" label="Group" checked folded onChange={onChange} />
        <ColumnChoice columnKey="model" label="Model" checked folded={false} onChange={onChange} />
      </>,
    );
    const group = screen.getByRole('checkbox', { name: 'Group' });
    expect(group.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe('Folded');
    expect(screen.getByRole('checkbox', { name: 'Model' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByText('Folded')).toHaveLength(1);
    expect(screen.getByText(/open it with the \+N button on a row/)).toBeDefined();
    fireEvent.click(group);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('shows no mark on a column that is not chosen, and says "已折叠" in Chinese', async () => {
    await renderWithProviders(
      <>
        <ColumnChoice columnKey="a" label="A" checked={false} folded onChange={() => {}} />
        <ColumnChoice columnKey="b" label="B" checked folded onChange={() => {}} />
      </>,
      'zh',
    );
    expect(screen.getAllByText('已折叠')).toHaveLength(1);
    expect(screen.getByText('已折叠').closest('[data-column-choice]')!.getAttribute('data-column-choice')).toBe('b');
  });
});
