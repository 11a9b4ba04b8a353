import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { DataTable } from './index.tsx';
import type { DataTableColumn } from './index.tsx';

type Row = { id: number; name: string; group: string; used: number };

// 120 + 200 + 150 + 150 + 160 = 780 px with everything shown.
const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'ID', priority: 2, minWidth: 120 },
  { key: 'name', header: 'Name', minWidth: 200 },
  { key: 'group', header: 'Group', priority: 3, minWidth: 150 },
  { key: 'used', header: 'Used', priority: 4, minWidth: 150, render: (row) => `$${row.used}` },
  { key: 'actions', header: 'Actions', sticky: true, minWidth: 160, render: (row) => <button type="button">Edit {row.name}</button> },
];
const rows: Row[] = [
  { id: 1, name: 'alpha', group: 'vip', used: 3 },
  { id: 2, name: 'beta', group: 'default', used: 5 },
];

// happy-dom has no layout: give every element the frame width a browser would measure.
function frameWidth(width: number): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderTable(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Row>
      label="Things"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      page={0}
      pageSize={10}
      total={2}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
      {...overrides}
    />,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('DataTable fits its frame, and says what it folded', () => {
  it('shows every column when the frame is wide, without expand buttons', async () => {
    frameWidth(1200);
    await renderTable();
    expect(headers()).toEqual(['ID', 'Name', 'Group', 'Used', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Show details' })).toBeNull();
  });

  it('folds the least important columns into the row expansion as label: value pairs, opened by a visible "+N"', async () => {
    frameWidth(700);
    await renderTable();
    // 780 > 700: "used" (4) folds, +44 for the expand button = 674.
    expect(headers()).toEqual(['Row details', 'ID', 'Name', 'Group', 'Actions']);
    expect(screen.queryByText('$3')).toBeNull();
    // Each row says that one column is folded, as "+1", and its name starts with what it shows.
    const buttons = screen.getAllByRole('button', { name: '+1 folded column: show details' });
    expect(buttons.map((button) => button.textContent)).toEqual(['+1', '+1']);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(buttons[0]!);
    const folded = screen.getByRole('definition');
    expect(folded.textContent).toBe('$3');
    expect(screen.getByRole('term').textContent).toBe('Used');
    expect(screen.getByRole('button', { name: '+1 folded column: hide details' }).getAttribute('aria-expanded')).toBe('true');
    // The actions stay in the row and carry the sticky marker.
    expect(screen.getByRole('button', { name: 'Edit alpha' }).closest('td')!.hasAttribute('data-sticky')).toBe(true);
  });

  it('counts every folded column on "+N" and lists each one, an empty value as a dash', async () => {
    frameWidth(600);
    const onFoldedChange = vi.fn();
    await renderTable({ rows: [{ id: 1, name: 'alpha', group: '', used: 3 }], onFoldedChange });
    // 600 px: used (4) and group (3) fold; 120 + 200 + 160 + 44 = 524.
    expect(headers()).toEqual(['Row details', 'ID', 'Name', 'Actions']);
    fireEvent.click(screen.getByRole('button', { name: '+2 folded columns: show details' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Group', 'Used']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['—', '$3']);
    // The page hears which columns are folded, in column order, once.
    expect(onFoldedChange).toHaveBeenCalledTimes(1);
    expect(onFoldedChange).toHaveBeenLastCalledWith(['group', 'used']);
  });

  it('says "+N" in Chinese', async () => {
    frameWidth(700);
    await renderWithProviders(
      <DataTable<Row>
        label="Things"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        page={0}
        pageSize={10}
        total={2}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
      'zh',
    );
    expect(screen.getAllByRole('button', { name: '+1 个折叠列：展开详情' })).toHaveLength(2);
  });

  it('keeps the chevron while nothing is folded, and tells the page that nothing is', async () => {
    frameWidth(1200);
    const onFoldedChange = vi.fn();
    await renderTable({ renderDetail: (row) => <span>detail of {row.name}</span>, onFoldedChange });
    expect(screen.getAllByRole('button', { name: 'Show details' })).toHaveLength(2);
    expect(screen.queryByText('+1')).toBeNull();
    expect(onFoldedChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps its expand-column header inside the frame (a 1px screen-reader label, not 100% of the table)', async () => {
    frameWidth(700);
    await renderTable({ selectable: true, selectedIds: [], onSelectionChange: () => {} });
    const label = screen.getByText('Row details');
    const style = getComputedStyle(label);
    expect([style.position, style.width, style.height]).toEqual(['absolute', '1px', '1px']);
  });

  it('reports expansion to the page when it controls it (expandedIds + onExpandedChange)', async () => {
    frameWidth(700);
    const onExpandedChange = vi.fn();
    await renderTable({ expandedIds: [2], onExpandedChange, renderDetail: (row) => <span>detail of {row.name}</span> });
    expect(screen.getByText('detail of beta')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '+1 folded column: show details' }));
    expect(onExpandedChange).toHaveBeenCalledWith([2, 1]);
    fireEvent.click(screen.getByRole('button', { name: '+1 folded column: hide details' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
  });

  it('shows one card per row in a narrow frame: every value labelled, the actions last without a label', async () => {
    frameWidth(358);
    await renderTable({ selectable: true, selectedIds: [], onSelectionChange: () => {} });
    expect(screen.queryAllByRole('columnheader').filter((cell) => cell.textContent === 'Name')).toEqual([]);
    const card = screen.getByText('alpha').closest('tr')!;
    const cells = within(card)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['', 'ID1', 'Namealpha', 'Groupvip', 'Used$3', 'Edit alpha']);
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeDefined();
    expect(card.closest('[data-layout]')!.getAttribute('data-layout')).toBe('cards');
  });
});

describe('DataTable measures what it rendered', () => {
  it('folds one more column while the rendered table is still wider than its frame', async () => {
    frameWidth(1200);
    // The table measures 40 px too wide while it has more than four header cells (the expand button's included).
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function scrollWidth(this: HTMLElement) {
      return this.querySelectorAll('thead th').length > 4 ? 1240 : 1200;
    });
    await renderTable();
    // "used" (4) folds, then "group" (3); "id" (2) stays once it fits.
    expect(headers()).toEqual(['Row details', 'ID', 'Name', 'Actions']);
    fireEvent.click(screen.getAllByRole('button', { name: '+2 folded columns: show details' })[0]!);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Group', 'Used']);
  });

  it('shows cards when it is still too wide with nothing left to fold', async () => {
    frameWidth(1200);
    // Content wider than every estimate: the frame keeps reporting a sideways overflow.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(5000);
    await renderTable();
    expect(screen.getByText('alpha').closest('[data-layout]')!.getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('button', { name: /details/ })).toBeNull();
  });
});
