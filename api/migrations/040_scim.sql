-- SCIM 2.0 provisioning (src/modules/scim): the identity provider's own id of a person, unique when given.
ALTER TABLE employees ADD COLUMN external_id text CHECK (length(external_id) BETWEEN 1 AND 100);
CREATE UNIQUE INDEX employees_external_id_key ON employees (external_id) WHERE external_id IS NOT NULL;
