-- Languages (issue 25): the company's language for whoever chose none; empty: the browser's language.
INSERT INTO settings (setting_key, setting_value) VALUES ('DEFAULT_LANGUAGE', '')
ON CONFLICT (setting_key) DO NOTHING;
