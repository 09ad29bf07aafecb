import { Form, InputNumber } from 'antd';

/** The years the api accepts (its schemas: 1900 to 2100). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

/** A labelled year picker for a filter row; an emptied box keeps the year it had. */
export function YearField(props: { id: string; label: string; value: number; onChange: (year: number) => void }) {
  return (
    <Form.Item label={props.label} htmlFor={props.id} layout="vertical" style={{ margin: 0 }}>
      <InputNumber
        id={props.id}
        min={MIN_YEAR}
        max={MAX_YEAR}
        precision={0}
        value={props.value}
        onChange={(value) => value !== null && props.onChange(value)}
      />
    </Form.Item>
  );
}
