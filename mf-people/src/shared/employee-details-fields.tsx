import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { ROLES } from 'shared-auth';
import type { Department } from './types';

interface Props {
  departments: Department[];
  departmentsLoading: boolean;
  /** The holiday calendars holidays exist for, offered as the employee's. */
  holidayCalendars: string[];
}

const HOLIDAY_CALENDAR_HINT = 'Blank: the holidays of the allowed locations.';
const WEEKLY_HOURS_HINT = 'Contracted hours a week: more worked in a week is overtime. Blank: none.';

const roleOptions = ROLES.map((role) => ({ value: role, label: role.charAt(0).toUpperCase() + role.slice(1) }));

/** Form items of an employee's details, inside an antd Form; required marks only, the page validates. */
export function EmployeeDetailsFields({ departments, departmentsLoading, holidayCalendars }: Props) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="First name" name="first_name" required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Last name" name="last_name" required>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" required>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Role" name="role">
            <Select options={roleOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Date of birth" name="date_of_birth">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Hire date" name="hire_date">
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone number" name="phone_number">
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Job title" name="job_title">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Weekly hours" name="weekly_hours" extra={WEEKLY_HOURS_HINT}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Holiday calendar" name="holiday_calendar" extra={HOLIDAY_CALENDAR_HINT}>
            <AutoComplete
              options={holidayCalendars.map((calendar) => ({ value: calendar }))}
              showSearch={{
                filterOption: (input, option) => option!.value.toLowerCase().includes(input.toLowerCase()),
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Departments" name="department_ids">
        <Select
          mode="multiple"
          allowClear
          loading={departmentsLoading}
          optionFilterProp="label"
          options={departments.map((d) => ({ value: d.department_id, label: d.department_name }))}
        />
      </Form.Item>
      <Form.Item
        label="Allowed locations"
        name="allowed_locations"
        extra='One office per line as "latitude,longitude,name" (name optional), or a JSON array.'
      >
        <Input.TextArea rows={3} placeholder="51.5155,-0.0885,London HQ" />
      </Form.Item>
    </>
  );
}
