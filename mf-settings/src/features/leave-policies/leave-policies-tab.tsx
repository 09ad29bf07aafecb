import { Alert, Button, Card, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteLeavePoliciesByIdMutation, useGetLeavePoliciesQuery } from './api';
import { ACCRUAL_LABELS, MONTHS, POLICY_LABELS as L, POLICY_MESSAGES as M, UNIT_WORDS } from './messages';
import { PolicyFormModal } from './policy-form-modal';
import type { LeavePolicy } from './types';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: TableColumnsType<LeavePolicy> = [
  { title: L.display_name, key: 'name', render: (_, p) => p.display_name },
  { title: L.paid, key: 'paid', render: (_, p) => yesNo(p.paid) },
  {
    title: 'Entitlement',
    key: 'days',
    render: (_, p) => (p.annual_days === null ? M.unlimited : `${p.annual_days} ${UNIT_WORDS[p.unit]}`),
  },
  { title: L.accrual, key: 'accrual', render: (_, p) => ACCRUAL_LABELS[p.accrual] },
  {
    title: 'Carry-over',
    key: 'carry',
    render: (_, p) =>
      p.carry_over_cap === 0
        ? 'None'
        : `${p.carry_over_cap} ${UNIT_WORDS[p.unit]}${p.carry_over_expiry_month ? `, until end of ${MONTHS[p.carry_over_expiry_month - 1]}` : ''}`,
  },
  { title: L.half_days_allowed, key: 'half', render: (_, p) => yesNo(p.half_days_allowed) },
  { title: L.backdating_allowed, key: 'back', render: (_, p) => yesNo(p.backdating_allowed) },
  { title: L.negative_allowed, key: 'neg', render: (_, p) => yesNo(p.negative_allowed) },
  {
    title: L.active,
    key: 'active',
    render: (_, p) => (p.active ? <ContrastTag tone="green">Active</ContrastTag> : <ContrastTag>Inactive</ContrastTag>),
  },
];

/** Every leave type with its policy: add, edit, delete (the api deactivates a type in use instead). */
export function LeavePoliciesTab() {
  const { data, error, isLoading } = useGetLeavePoliciesQuery();
  const [editing, setEditing] = useState<LeavePolicy | 'new' | null>(null);
  const [remove] = useDeleteLeavePoliciesByIdMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onDelete = async (policy: LeavePolicy) => {
    try {
      succeed((await run(() => remove({ id: policy.leave_type_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.deleteFailed));
    }
  };

  const actions: TableColumnsType<LeavePolicy>[number] = {
    title: 'Actions',
    key: 'actions',
    render: (_, p) => (
      <Flex gap={8}>
        <Button onClick={() => setEditing(p)} aria-label={`Edit ${p.display_name}`}>
          Edit
        </Button>
        <Popconfirm title={M.confirmDelete} okText="Delete" onConfirm={() => onDelete(p)}>
          <Button danger aria-label={`Delete ${p.display_name}`}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    ),
  };

  return (
    <Card
      title={M.title}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {M.add}
        </Button>
      }
    >
      {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} style={{ marginBottom: 16 }} />}
      <NoticeBanner notice={notice} onClose={clear} />
      <ScrollTable<LeavePolicy>
        label={M.title}
        rowKey="leave_type_id"
        columns={[...COLUMNS, actions]}
        dataSource={data}
        loading={isLoading}
        emptyText={M.none}
      />
      {editing && (
        <PolicyFormModal
          policy={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) succeed(saved);
          }}
        />
      )}
    </Card>
  );
}
