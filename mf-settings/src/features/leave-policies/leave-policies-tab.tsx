import { Alert, Button, Card, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, useLanguage, useNotice, type Language } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteLeavePoliciesByIdMutation, useGetLeavePoliciesQuery } from './api';
import { useSettingsTexts, type SettingsT } from '../../shared/settings-texts';
import { monthName } from './month-name';
import { PolicyFormModal } from './policy-form-modal';
import type { LeavePolicy } from './types';

type Column = TableColumnsType<LeavePolicy>[number];

function columns(t: SettingsT, language: Language): Column[] {
  const yesNo = (value: boolean) => (value ? t('policies.yes') : t('policies.no'));
  const amount = (count: number, p: LeavePolicy) => t('policies.amount', { count, unit: p.unit });
  const carryOver = (p: LeavePolicy) =>
    p.carry_over_expiry_month
      ? t('policies.carryUntil', {
          amount: amount(p.carry_over_cap, p),
          month: monthName(p.carry_over_expiry_month, language),
        })
      : amount(p.carry_over_cap, p);
  return [
    { title: t('policies.labels.display_name'), key: 'name', render: (_, p) => p.display_name },
    { title: t('policies.labels.paid'), key: 'paid', render: (_, p) => yesNo(p.paid) },
    {
      title: t('policies.entitlement'),
      key: 'days',
      render: (_, p) => (p.annual_days === null ? t('policies.unlimited') : amount(p.annual_days, p)),
    },
    { title: t('policies.labels.accrual'), key: 'accrual', render: (_, p) => t(`policies.accruals.${p.accrual}`) },
    {
      title: t('policies.carryOver'),
      key: 'carry',
      render: (_, p) => (p.carry_over_cap === 0 ? t('policies.none_carry') : carryOver(p)),
    },
    { title: t('policies.labels.half_days_allowed'), key: 'half', render: (_, p) => yesNo(p.half_days_allowed) },
    { title: t('policies.labels.backdating_allowed'), key: 'back', render: (_, p) => yesNo(p.backdating_allowed) },
    { title: t('policies.labels.negative_allowed'), key: 'neg', render: (_, p) => yesNo(p.negative_allowed) },
    {
      title: t('policies.labels.active'),
      key: 'active',
      render: (_, p) =>
        p.active ? (
          <ContrastTag tone="green">{t('policies.activeTag')}</ContrastTag>
        ) : (
          <ContrastTag>{t('policies.inactiveTag')}</ContrastTag>
        ),
    },
  ];
}

/** Every leave type with its policy: add, edit, delete (the api deactivates a type in use instead). */
export function LeavePoliciesTab() {
  const t = useSettingsTexts();
  const language = useLanguage();
  const { data, error, isLoading } = useGetLeavePoliciesQuery();
  const [editing, setEditing] = useState<LeavePolicy | 'new' | null>(null);
  const [remove] = useDeleteLeavePoliciesByIdMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onDelete = async (policy: LeavePolicy) => {
    try {
      succeed((await run(() => remove({ id: policy.leave_type_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('policies.deleteFailed')));
    }
  };

  const actions: Column = {
    title: t('actions.actions'),
    key: 'actions',
    render: (_, p) => (
      <Flex gap={8}>
        <Button onClick={() => setEditing(p)} aria-label={t('policies.editOne', { name: p.display_name })}>
          {t('actions.edit')}
        </Button>
        <Popconfirm title={t('policies.confirmDelete')} okText={t('actions.delete')} onConfirm={() => onDelete(p)}>
          <Button danger aria-label={t('policies.deleteOne', { name: p.display_name })}>
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      </Flex>
    ),
  };

  return (
    <Card
      title={t('policies.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('policies.add')}
        </Button>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('policies.fetchFailed'))}
          style={{ marginBottom: 16 }}
        />
      )}
      <NoticeBanner notice={notice} onClose={clear} />
      <ScrollTable<LeavePolicy>
        label={t('policies.title')}
        rowKey="leave_type_id"
        columns={[...columns(t, language), actions]}
        dataSource={data}
        loading={isLoading}
        emptyText={t('policies.none')}
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
