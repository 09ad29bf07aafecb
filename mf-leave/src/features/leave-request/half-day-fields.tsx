import { Checkbox, Flex, Form } from 'antd';
import { LEAVE_TEXTS } from '../../shared/messages';

/**
 * Only rendered for a type whose policy allows half days; `preserve={false}` drops a ticked half when the type
 * changes to one that does not, so it is never sent (the api refuses it too).
 */
export function HalfDayFields() {
  return (
    <Flex wrap gap={16}>
      <Form.Item name="start_half" valuePropName="checked" preserve={false} style={{ marginBottom: 16 }}>
        <Checkbox>{LEAVE_TEXTS.startHalf}</Checkbox>
      </Form.Item>
      <Form.Item name="end_half" valuePropName="checked" preserve={false} style={{ marginBottom: 16 }}>
        <Checkbox>{LEAVE_TEXTS.endHalf}</Checkbox>
      </Form.Item>
    </Flex>
  );
}
