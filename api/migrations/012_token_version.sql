-- Access tokens carry the version they were issued under; a password change, a reset, a role change
-- or a termination bumps it, so every earlier access token is refused at once (the auth check reads
-- this row on every request anyway, so it costs no extra query).
ALTER TABLE employees ADD COLUMN token_version integer NOT NULL DEFAULT 0;
