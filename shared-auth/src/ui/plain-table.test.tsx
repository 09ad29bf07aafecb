import { fireEvent, render, screen, within } from '@testing-library/react';
import { PlainTable, type PlainColumn } from './plain-table';

interface Person {
  id: number;
  name: string;
  hours: number;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}`, hours: index }));

const COLUMNS: PlainColumn<Person>[] = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Hours', dataIndex: 'hours', render: (hours: number, person) => `${hours} h (${person.id})` },
];

const renderTable = (rows: Person[]) =>
  render(<PlainTable label="People" columns={COLUMNS} rows={rows} rowKey="id" emptyText="Nobody" pageSize={3} />);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('a plain table', () => {
  it('reads as a table in a named scrolling region: column headers, then a row per record with its cells', () => {
    renderTable(people(2));
    const region = screen.getByRole('region', { name: 'People' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Hours']);
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Person 1', '0 h (1)'],
      ['Person 2', '1 h (2)'],
    ]);
  });

  it('says so when it has no rows, across every column', () => {
    renderTable([]);
    const [cell] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cell).toHaveTextContent('Nobody');
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('shows a page of rows, and the pager only when there is more than one page', () => {
    const { unmount } = renderTable(people(3));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    renderTable(people(7));
    expect(bodyRows()).toHaveLength(3);
    fireEvent.click(screen.getByTitle('3'));
    expect(bodyRows().map((row) => row.firstChild?.textContent)).toEqual(['Person 7']);
  });

  // The unit tests' media queries answer no (config/jest/setup-dom.js): a phone, unless a test says otherwise.
  it("on a phone, draws more than four pages as antd's simple pager: page buttons overflowed the card", () => {
    const { unmount } = renderTable(people(12));
    expect(screen.getByTitle('4')).toBeInTheDocument();
    unmount();

    renderTable(people(15));
    expect(screen.queryByTitle('5')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(screen.getByTitle('2/5')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.firstChild?.textContent)).toEqual(['Person 4', 'Person 5', 'Person 6']);
  });

  it('on a wider screen, draws every page button', () => {
    const phoneQueries = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...phoneQueries(query), matches: true });
    renderTable(people(15));
    expect(screen.getByTitle('5')).toBeInTheDocument();
    window.matchMedia = phoneQueries;
  });

  // antd's Table reads the scroll bar's computed style when it mounts (and so recalculates the page's styles).
  it('measures nothing when it mounts', () => {
    const computedStyle = jest.spyOn(window, 'getComputedStyle');
    renderTable(people(7));
    expect(computedStyle.mock.calls.filter(([, pseudo]) => pseudo)).toEqual([]);
    computedStyle.mockRestore();
  });
});
