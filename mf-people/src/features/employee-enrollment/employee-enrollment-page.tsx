import { Alert, Button, Card, Checkbox, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useGetDepartmentsQuery, useGetEmployeesListQuery, useHolidayCalendars } from '../../shared/api';
import { DEFAULT_ROLE } from '../../shared/constants';
import { EmployeeDetailsFields } from '../../shared/employee-details-fields';
import { FaceImagePicker } from '../../shared/face-image-picker';
import { managerOptions } from '../../shared/manager-options';
import { usePeopleTexts } from '../../shared/people-texts';
import { NoticeBanner, useClearable } from 'shared-auth/ui';
import type { Notice } from '../../shared/types';
import { useEnrolEmployeeMutation } from './api';
import { enrollmentRequest, type EnrollmentValues } from './enrollment-request';

export function EmployeeEnrollmentPage() {
  const t = usePeopleTexts();
  const clearable = useClearable();
  const routeLabel = useRouteLabel();
  const [form] = Form.useForm<EnrollmentValues>();
  const [image, setImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const departments = useGetDepartmentsQuery();
  const holidayCalendars = useHolidayCalendars();
  const employees = useGetEmployeesListQuery();
  const [enrolEmployee, { isLoading }] = useEnrolEmployeeMutation();

  const enrol = async (values: EnrollmentValues) => {
    setNotice(null);
    const request = enrollmentRequest(values, image);
    if ('problem' in request) return setNotice({ type: 'error', text: t(`messages.${request.problem}`) });
    try {
      await enrolEmployee(request.body).unwrap();
      form.resetFields();
      setImage(null);
      setNotice({ type: 'success', text: t('messages.enrolled') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('messages.enrolError')) });
    }
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.employeeEnrollment)}
      </Typography.Title>
      {departments.error && (
        <Alert type="warning" showIcon title={errorMessage(departments.error, t('messages.fetchDepartmentsError'))} />
      )}
      {employees.error && (
        <Alert
          type="warning"
          showIcon
          title={errorMessage(employees.error, t('messages.fetchEmployeesFailed'), t('messages.fetchEmployeesError'))}
        />
      )}
      <Card>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: DEFAULT_ROLE }}
          onValuesChange={() => setNotice(null)}
          onFinish={enrol}
          style={{ maxWidth: 880 }}
        >
          <EmployeeDetailsFields
            departments={departments.data ?? []}
            departmentsLoading={departments.isLoading}
            holidayCalendars={holidayCalendars}
          />
          <Form.Item label={t('enrol.manager')} name="manager_id">
            <Select
              allowClear={clearable}
              showSearch
              optionFilterProp="label"
              loading={employees.isLoading}
              options={managerOptions(employees.data ?? [])}
            />
          </Form.Item>
          <Form.Item label={t('enrol.faceImage')} required>
            <FaceImagePicker
              file={image}
              onPick={(picked) => {
                setNotice(null);
                setImage(picked);
              }}
              label={t('enrol.faceImage')}
            />
          </Form.Item>
          <Form.Item name="biometric_consent" valuePropName="checked">
            <Checkbox>{t('enrol.consent')}</Checkbox>
          </Form.Item>
          <Flex vertical gap={16} align="flex-start">
            <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t('enrol.submit')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
