import { createColumnHelper } from '@tanstack/react-table';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataList, type Columns } from '../src/ui/list/DataList.tsx';
import { renderAt, stubFetch } from './support.tsx';

type Row = { id: number; username: string };
const column = createColumnHelper<Row>();
const COLUMNS: Columns<Row> = [
  column.accessor('id', { header: 'ID' }),
  column.accessor('username', { header: 'Username' }),
];

function renderPlayers(url: string) {
  const calls = stubFetch(() => ({
    items: [
      { id: 1, username: 'ayse' },
      { id: 2, username: 'mehmet' },
    ],
    total: 45,
  }));
  renderAt(
    url,
    <DataList
      label="Players"
      path="/api/admin/players"
      columns={COLUMNS}
      sortable={['id', 'username']}
      defaultSort={{ sort: 'id', dir: 'desc' }}
      rowKey={(row) => String(row.id)}
      filters={[
        { name: 'q', label: 'Search', type: 'text' },
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'blocked', label: 'Blocked' },
          ],
        },
      ]}
    />,
  );
  return calls;
}

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
const lastQuery = (calls: ReturnType<typeof stubFetch>) => calls.at(-1)!.url.searchParams;

describe('DataList', () => {
  it('asks the server for the page, sort and filters the URL holds', async () => {
    const calls = renderPlayers('/players?status=blocked&skip=20&take=20');
    expect(await screen.findByRole('cell', { name: 'mehmet' })).toBeInTheDocument();
    const query = lastQuery(calls);
    expect(calls.at(-1)!.url.pathname).toBe('/api/admin/players');
    expect(Object.fromEntries(query)).toEqual({
      status: 'blocked',
      sort: 'id',
      dir: 'desc',
      skip: '20',
      take: '20',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('blocked');
    expect(screen.getByText('Rows 21–40 of 45')).toBeInTheDocument();
  });

  it('keeps sorting, paging and filters in the URL, and restarts paging when they change', async () => {
    const user = userEvent.setup();
    const calls = renderPlayers('/players');
    await screen.findByRole('cell', { name: 'ayse' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().searchParams.get('skip')).toBe('20'));
    await waitFor(() => expect(lastQuery(calls).get('skip')).toBe('20'));

    await user.click(within(screen.getByRole('columnheader', { name: /Username/ })).getByRole('button'));
    await waitFor(() => expect(location().searchParams.get('sort')).toBe('username'));
    expect(location().searchParams.get('dir')).toMatch(/^(asc|desc)$/);
    expect(location().searchParams.get('skip')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().searchParams.get('q')).toBe('ali'));
    await waitFor(() => expect(lastQuery(calls).get('q')).toBe('ali'));
    expect(lastQuery(calls).get('sort')).toBe('username');

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(location().searchParams.get('status')).toBe('active'));
    expect(location().searchParams.get('q')).toBe('ali');
  });

  it('links "Export CSV" to the /export twin with the same query, without the paging', async () => {
    const calls = renderPlayers('/players?q=ali&status=active&sort=username&dir=asc&skip=40&take=50');
    await screen.findByRole('cell', { name: 'ayse' });
    const link = screen.getByRole('link', { name: 'Export CSV' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/admin/players/export');
    const listQuery = new URLSearchParams(lastQuery(calls));
    listQuery.delete('skip');
    listQuery.delete('take');
    expect(Object.fromEntries(href.searchParams)).toEqual(Object.fromEntries(listQuery));
    expect(Object.fromEntries(href.searchParams)).toEqual({
      q: 'ali',
      status: 'active',
      sort: 'username',
      dir: 'asc',
    });
  });
});
