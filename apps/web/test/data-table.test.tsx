import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, pageCount, type DataTableProps } from '../src/lib/ui/DataTable.tsx';

/* The one data table of the account area's history lists: loading, empty, rows, phone labels, paging. */

type Row = { id: number; name: string; amount: number };
const rows: Row[] = [
  { id: 1, name: 'Aviator', amount: 10 },
  { id: 2, name: 'Plinko', amount: 0 },
];
const labels = {
  nav: 'Sayfalar',
  previous: 'Önceki',
  next: 'Sonraki',
  page: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
};

function table(overrides: Partial<DataTableProps<Row>> = {}) {
  const onPage = vi.fn();
  const props = {
    query: { isPending: false, data: { items: rows, total: 25 } },
    paging: { page: 0, pageSize: 10, onPage, labels },
    empty: 'Kayıt yok',
    caption: 'Oyunlar',
    rowKey: (row: Row) => row.id,
    rowClassName: (row: Row) => (row.amount > 0 ? 'won' : undefined),
    columns: [
      { header: 'Oyun', cell: (row: Row) => row.name },
      { header: 'Tutar', cell: (row: Row) => String(row.amount), className: 'amount' },
    ],
    ...overrides,
  } as DataTableProps<Row>;
  render(<DataTable {...props} />);
  return onPage;
}

describe('the data table', () => {
  it('shows a caption, headings, labelled cells and a pager that asks for the next page', () => {
    const onPage = table();
    const grid = screen.getByRole('table', { name: 'Oyunlar' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Oyun', 'Tutar']);
    const cells = within(grid).getAllByRole('cell');
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(['Oyun', 'Tutar', 'Oyun', 'Tutar']);
    expect(cells[1]).toHaveClass('amount');
    expect(within(grid).getAllByRole('row')[1]).toHaveClass('won');
    expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toHaveTextContent('Sayfa 1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('shows a spinner while loading, then the empty note, and no pager for one page', () => {
    table({ query: { isPending: true } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Kayıt yok')).toBeNull();
    document.body.innerHTML = '';
    table({ query: { isPending: false, data: { items: [], total: 0 } } });
    expect(screen.getByText('Kayıt yok')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the failure note instead of the empty one', () => {
    table({
      query: { isPending: false, data: { items: [], total: 0 } },
      failure: <p role="alert">Olmadı</p>,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Olmadı');
    expect(screen.queryByText('Kayıt yok')).toBeNull();
  });

  it('draws cards instead of a table when asked', () => {
    table({
      renderItems: (items: readonly Row[]) => (
        <ul aria-label="Kartlar">
          {items.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      ),
    } as Partial<DataTableProps<Row>>);
    expect(within(screen.getByRole('list', { name: 'Kartlar' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
  });
});
