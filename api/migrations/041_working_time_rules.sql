-- The working-time rules the violations are measured against (src/modules/working-time/rule-sets.ts): off, eu, de.
INSERT INTO settings (setting_key, setting_value) VALUES ('WORKING_TIME_RULES', 'eu')
ON CONFLICT (setting_key) DO NOTHING;
