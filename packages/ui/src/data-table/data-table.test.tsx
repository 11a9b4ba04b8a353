import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { DataTable, getStoredPageSize } from './index.tsx';
import type { DataTableColumn } from './index.tsx';

type Row = { id: number; name: string; quota: number };

const columns: DataTableColumn<Row>[] = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name', render: (row) => <strong>{row.name.toUpperCase()}</strong> },
];

function rowsFor(page: number, size: number, total: number): Row[] {
  const start = page * size;
  return Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, index) => ({
    id: start + index + 1,
    name: `user${start + index + 1}`,
    quota: 0,
  }));
}

function renderTable(overrides: Partial<Parameters<typeof DataTable<Row>>[0]> = {}, language: 'en' | 'zh' = 'en') {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPageSizeChange = vi.fn<(size: number) => void>();
  const props = {
    columns,
    rows: rowsFor(1, 10, 35),
    getRowId: (row: Row) => row.id,
    page: 1,
    pageSize: 10,
    total: 35,
    onPageChange,
    onPageSizeChange,
    ...overrides,
  };
  return { props: { ...props, onPageChange, onPageSizeChange }, view: renderWithProviders(<DataTable<Row> {...props} />, language) };
}

beforeEach(() => {
  localStorage.clear();
});

describe('DataTable paging (COM-016..019)', () => {
  it('shows "Row x - y, Total n" for the current page', async () => {
    const { view } = renderTable();
    await view;
    expect(screen.getByText('Row 11 - 20, Total 35')).toBeDefined();
    expect(screen.getByText('USER11')).toBeDefined();
  });

  it('shows the range in Chinese', async () => {
    const { view } = renderTable({ page: 3, rows: rowsFor(3, 10, 35) }, 'zh');
    await view;
    expect(screen.getByText('第 31 - 35 条，共 35 条')).toBeDefined();
  });

  it('ADR 0042: a capped total reads "more than n rows", keeps Next enabled and offers no last page', async () => {
    const { props, view } = renderTable({ page: 99, rows: rowsFor(99, 10, 2_000), total: 1_990, totalCapped: true });
    await view;
    expect(screen.getByText('Row 991 - 1000, more than 1,990 rows')).toBeDefined();
    expect(screen.queryByText(/Total/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    expect(props.onPageChange).toHaveBeenCalledWith(100);
  });

  it('the capped total in Chinese', async () => {
    const { view } = renderTable({ page: 0, rows: rowsFor(0, 10, 2_000), total: 1_000, totalCapped: true }, 'zh');
    await view;
    expect(screen.getByText('第 1 - 10 条，超过 1,000 条')).toBeDefined();
  });

  it('an exact total disables Next on its last page', async () => {
    const { view } = renderTable({ page: 3, rows: rowsFor(3, 10, 35) });
    await view;
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('COM-018: remembers a new page size under page-size and reports it', async () => {
    const { props, view } = renderTable();
    await view;
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['10', '20', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(props.onPageSizeChange).toHaveBeenCalledWith(50);
    expect(localStorage.getItem('page-size')).toBe('50');
    expect(getStoredPageSize()).toBe(50);
  });

  it('COM-016/017: the stored size is used only when it is one of the offered sizes', () => {
    expect(getStoredPageSize()).toBe(10);
    localStorage.setItem('page-size', '20');
    expect(getStoredPageSize()).toBe(20);
    localStorage.setItem('page-size', '7');
    expect(getStoredPageSize()).toBe(10);
    localStorage.setItem('page-size', 'lots');
    expect(getStoredPageSize()).toBe(10);
  });

  it('reports 0-based page changes from the next/previous buttons', async () => {
    const { props, view } = renderTable();
    await view;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(props.onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('moves to the last existing page when the page is past the end', async () => {
    const { props, view } = renderTable({ page: 9, rows: [] });
    await view;
    expect(props.onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('DataTable content', () => {
  it('shows the empty title when there are no rows', async () => {
    const { view } = renderTable({ rows: [], total: 0, page: 0, emptyTitle: 'No tokens yet' });
    await view;
    expect(screen.getByText('No tokens yet')).toBeDefined();
    expect(screen.getByText('Row 0 - 0, Total 0')).toBeDefined();
  });

  it('shows the generic empty text by default and a loading text while loading', async () => {
    const { view } = renderTable({ rows: [], total: 0, page: 0 });
    const { rerender } = await view;
    expect(screen.getByText('No data yet')).toBeDefined();
    rerender(
      <DataTable<Row>
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        page={0}
        pageSize={10}
        total={0}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        loading
      />,
    );
    expect(screen.getByText('Loading…')).toBeDefined();
  });

  it('selects rows and the whole page', async () => {
    const onSelectionChange = vi.fn();
    const { view } = renderTable({ selectable: true, selectedIds: [11], onSelectionChange });
    await view;
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith([11, 12]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('LOG-023: an expanded row shows its detail panel under it; the others stay closed', async () => {
    const onRowClick = vi.fn<(row: Row) => void>();
    const { view } = renderTable({ expandedIds: [12], renderDetail: (row) => <span>detail of {row.name}</span>, onRowClick });
    await view;
    expect(screen.getByText('detail of user12')).toBeDefined();
    expect(screen.queryByText('detail of user11')).toBeNull();
    const row = screen.getByText('USER11').closest('tr')!;
    // The state is the expand button's (a row of a plain table may not carry aria-expanded).
    expect(row.hasAttribute('aria-expanded')).toBe(false);
    expect(within(row).getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getByText('USER12').closest('tr')!).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(row);
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });
});
