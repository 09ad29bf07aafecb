import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PlainList, type PlainListItem } from './plain-list';

const ITEMS: PlainListItem[] = [
  { key: 1, title: 'Isla Khan', description: 'December 24, 2026', avatar: <span>avatar</span> },
  { key: 2, title: 'Emma Wilson · Annual leave', description: 'December 5, 2026', extra: <span>pending</span> },
];

const items = () => screen.getAllByRole('listitem');

describe('a plain list', () => {
  it("reads as antd's List: a list item per row, its title a heading, then its description and its end", () => {
    render(<PlainList items={ITEMS} emptyText="Nothing" />);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(items()).toHaveLength(2);
    expect(within(items()[0]!).getByRole('heading', { level: 4, name: 'Isla Khan' })).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('avatarIsla KhanDecember 24, 2026');
    expect(items()[1]).toHaveTextContent('Emma Wilson · Annual leaveDecember 5, 2026pending');
  });

  it('divides the rows, with no line under the last', () => {
    render(<PlainList items={ITEMS} emptyText="Nothing" />);
    expect(items()[0]!.style.borderBlockEnd).toMatch(/^1px solid/);
    expect(items()[1]!.style.borderBlockEnd).toBe('');
  });

  it('pads its rows as antd does for the size in force: large on a phone', () => {
    const { unmount } = render(<PlainList items={ITEMS} emptyText="Nothing" />);
    expect(items()[0]).toHaveStyle({ padding: '12px 0px' });
    unmount();
    render(
      <ConfigProvider componentSize="large">
        <PlainList items={ITEMS} emptyText="Nothing" />
      </ConfigProvider>,
    );
    expect(items()[0]).toHaveStyle({ padding: '16px 24px' });
  });

  it('says so when it has no items, and is no list then', () => {
    render(<PlainList items={[]} emptyText="Nothing" />);
    expect(screen.getByText('Nothing')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
