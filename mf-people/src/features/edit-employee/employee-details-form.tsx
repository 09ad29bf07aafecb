import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetDepartmentsQuery, useHolidayCalendars } from '../../shared/api';
import { EmployeeDetailsFields } from '../../shared/employee-details-fields';
import { employeeFormData, locationsAsText, type EmployeeFormValues } from '../../shared/employee-form-data';
import { FaceImagePicker } from '../../shared/face-image-picker';
import { usePeopleTexts } from '../../shared/people-texts';
import { NoticeBanner } from 'shared-auth/ui';
import type { EmployeeDetail, Notice } from '../../shared/types';
import { useUpdateEmployeeMutation } from './api';

const initialValues = (employee: EmployeeDetail): EmployeeFormValues => ({
  first_name: employee.first_name,
  last_name: employee.last_name,
  email: employee.email,
  role: employee.role,
  date_of_birth: employee.date_of_birth ?? '',
  phone_number: employee.phone_number ?? '',
  hire_date: employee.hire_date ?? '',
  job_title: employee.job_title ?? '',
  weekly_hours: employee.weekly_hours === null ? '' : String(employee.weekly_hours),
  holiday_calendar: employee.holiday_calendar ?? '',
  allowed_locations: locationsAsText(employee.allowed_locations),
  department_ids: employee.department_ids,
});

/** Every field is sent, blank ones too, so clearing a field clears it; the server validates. */
export function EmployeeDetailsForm({ employee }: { employee: EmployeeDetail }) {
  const t = usePeopleTexts();
  const departments = useGetDepartmentsQuery();
  const holidayCalendars = useHolidayCalendars();
  const [image, setImage] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [updateEmployee, { isLoading }] = useUpdateEmployeeMutation();

  const save = async (values: EmployeeFormValues) => {
    const body = employeeFormData(values, { onlyFilled: false });
    if (image) body.append('additional_image', image);
    try {
      const result = await updateEmployee({ id: employee.employee_id, body }).unwrap();
      setImage(null);
      setNotice({ type: 'success', text: result.message || t('messages.employeeUpdated') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('messages.updateEmployeeError')) });
    }
  };

  return (
    <Form
      layout="vertical"
      initialValues={initialValues(employee)}
      onValuesChange={() => setNotice(null)}
      onFinish={save}
      style={{ maxWidth: 880 }}
    >
      <EmployeeDetailsFields
        departments={departments.data ?? []}
        departmentsLoading={departments.isLoading}
        holidayCalendars={holidayCalendars}
      />
      <Form.Item
        label={t('edit.additionalImage')}
        extra={
          <Typography.Text type="secondary">
            {t('edit.enrolledImages', { count: employee.face_profiles })}
          </Typography.Text>
        }
      >
        <FaceImagePicker file={image} onPick={setImage} label={t('edit.additionalImage')} />
      </Form.Item>
      <Flex vertical gap={16} align="flex-start">
        <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('edit.save')}
        </Button>
      </Flex>
    </Form>
  );
}
