-- Leave types whose requests may start before today (company date): sick leave is reported after the fact.
INSERT INTO settings (setting_key, setting_value) VALUES ('LEAVE_BACKDATING_TYPES', 'sick')
ON CONFLICT (setting_key) DO NOTHING;
