-- OpenID Connect sign-in (src/modules/oidc): when a person first signed in through the company's identity provider.
-- With PASSWORD_SIGN_IN_FOR_SSO_USERS 'false' such a person can no longer sign in with a password.
ALTER TABLE employees ADD COLUMN sso_linked_at timestamptz;

INSERT INTO settings (setting_key, setting_value) VALUES ('PASSWORD_SIGN_IN_FOR_SSO_USERS', 'true')
ON CONFLICT (setting_key) DO NOTHING;
