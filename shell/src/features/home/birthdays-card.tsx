import { GiftOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, List } from 'antd';
import { formatLongDate } from 'shared-auth';
import { HOME_MESSAGES } from './messages';
import type { Birthday } from './types';

export function BirthdaysCard({ birthdays }: { birthdays: Birthday[] }) {
  return (
    <Card title={HOME_MESSAGES.birthdays} style={{ height: '100%' }}>
      <List
        dataSource={birthdays}
        locale={{ emptyText: <Empty description={HOME_MESSAGES.noBirthdays} /> }}
        renderItem={(birthday) => (
          <List.Item key={birthday.employee_id}>
            <List.Item.Meta
              avatar={<Avatar icon={<GiftOutlined />} style={{ backgroundColor: '#eb2f96' }} />}
              title={birthday.name}
              description={formatLongDate(birthday.next_birthday)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
