import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import type { FieldOption, PayrollColumn, PayrollField } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

interface Props {
  columns: PayrollColumn[];
  fields: FieldOption[];
  onChange: (columns: PayrollColumn[]) => void;
}

const moved = <T,>(items: T[], from: number, to: number) => {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};

/**
 * The file's columns in order: each a field and a name, moved with buttons (keyboard and screen readers reach
 * them; no drag only), removed, or added with the first field not yet used.
 */
export function ColumnList({ columns, fields, onChange }: Props) {
  const t = useSettingsTexts();
  const used = new Set(columns.map((column) => column.field));
  const set = (index: number, change: Partial<PayrollColumn>) =>
    onChange(columns.map((column, i) => (i === index ? { ...column, ...change } : column)));
  const unused = fields.find((option) => !used.has(option.field));

  return (
    <Flex vertical gap={8} role="list" aria-label={t('payroll.columns')}>
      {columns.map((column, index) => {
        const name = column.header.trim() || t('payroll.position', { n: String(index + 1) });
        return (
          <Flex key={column.field} role="listitem" wrap gap={8} align="center">
            <Select<PayrollField>
              aria-label={t('payroll.field', { n: String(index + 1) })}
              style={{ minWidth: 260 }}
              value={column.field}
              onChange={(field) => set(index, { field })}
              options={fields.map((option) => ({
                value: option.field,
                label: option.label,
                disabled: option.field !== column.field && used.has(option.field),
              }))}
            />
            <Input
              aria-label={t('payroll.header', { n: String(index + 1) })}
              style={{ width: 220 }}
              maxLength={80}
              value={column.header}
              onChange={(event) => set(index, { header: event.target.value })}
            />
            <Button
              icon={<ArrowUpOutlined />}
              aria-label={t('payroll.moveUp', { name })}
              disabled={index === 0}
              onClick={() => onChange(moved(columns, index, index - 1))}
            />
            <Button
              icon={<ArrowDownOutlined />}
              aria-label={t('payroll.moveDown', { name })}
              disabled={index === columns.length - 1}
              onClick={() => onChange(moved(columns, index, index + 1))}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('payroll.remove', { name })}
              disabled={columns.length === 1}
              onClick={() => onChange(columns.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <Flex>
        <Button
          disabled={!unused}
          onClick={() => unused && onChange([...columns, { field: unused.field, header: unused.label }])}
        >
          {t('payroll.add')}
        </Button>
      </Flex>
    </Flex>
  );
}
