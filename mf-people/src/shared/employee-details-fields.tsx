import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { ROLES } from 'shared-auth';
import { usePeopleTexts } from './people-texts';
import type { Department } from './types';
import { useClearable } from 'shared-auth/ui';

interface Props {
  departments: Department[];
  departmentsLoading: boolean;
  /** The holiday calendars holidays exist for, offered as the employee's. */
  holidayCalendars: string[];
}

/** Form items of an employee's details, inside an antd Form; required marks only, the page validates. */
export function EmployeeDetailsFields({ departments, departmentsLoading, holidayCalendars }: Props) {
  const t = usePeopleTexts();
  const clearable = useClearable();
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.firstName')} name="first_name" required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.lastName')} name="last_name" required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.email')} name="email" required>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.role')} name="role">
            <Select options={roleOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.dateOfBirth')} name="date_of_birth">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.hireDate')} name="hire_date">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.phoneNumber')} name="phone_number">
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.jobTitle')} name="job_title">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('details.weeklyHours')} name="weekly_hours" extra={t('details.weeklyHoursHint')}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('details.holidayCalendar')}
            name="holiday_calendar"
            extra={t('details.holidayCalendarHint')}
          >
            <AutoComplete
              options={holidayCalendars.map((calendar) => ({ value: calendar }))}
              showSearch={{
                filterOption: (input, option) => option!.value.toLowerCase().includes(input.toLowerCase()),
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('details.departments')} name="department_ids">
        <Select
          mode="multiple"
          allowClear={clearable}
          loading={departmentsLoading}
          optionFilterProp="label"
          options={departments.map((d) => ({ value: d.department_id, label: d.department_name }))}
        />
      </Form.Item>
      <Form.Item
        label={t('details.allowedLocations')}
        name="allowed_locations"
        extra={t('details.allowedLocationsHint')}
      >
        <Input.TextArea rows={3} placeholder={t('details.allowedLocationsExample')} />
      </Form.Item>
    </>
  );
}
