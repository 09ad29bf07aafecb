-- Swap requests outlive the shifts they name: approving a swap replaces both assignments (new rows for the new
-- holders), and a manager may delete or move a shift meanwhile. The request keeps what was asked (date, type and
-- instants of each side) and loses only the link, so its history stays and a changed shift can be told apart.
ALTER TABLE shift_swap_requests
  DROP CONSTRAINT shift_swap_requests_requester_assignment_id_fkey,
  DROP CONSTRAINT shift_swap_requests_target_assignment_id_fkey,
  ALTER COLUMN requester_assignment_id DROP NOT NULL,
  ADD CONSTRAINT shift_swap_requests_requester_assignment_id_fkey
    FOREIGN KEY (requester_assignment_id) REFERENCES shift_assignments (assignment_id) ON DELETE SET NULL,
  ADD CONSTRAINT shift_swap_requests_target_assignment_id_fkey
    FOREIGN KEY (target_assignment_id) REFERENCES shift_assignments (assignment_id) ON DELETE SET NULL,
  ADD COLUMN requester_shift_date date,
  ADD COLUMN requester_shift_type_id integer REFERENCES shift_types (shift_type_id),
  ADD COLUMN requester_starts_at timestamptz,
  ADD COLUMN requester_ends_at timestamptz,
  ADD COLUMN target_shift_date date,
  ADD COLUMN target_shift_type_id integer REFERENCES shift_types (shift_type_id),
  ADD COLUMN target_starts_at timestamptz,
  ADD COLUMN target_ends_at timestamptz;

UPDATE shift_swap_requests s
   SET requester_shift_date = a.shift_date, requester_shift_type_id = a.shift_type_id,
       requester_starts_at = a.starts_at, requester_ends_at = a.ends_at
  FROM shift_assignments a
 WHERE a.assignment_id = s.requester_assignment_id;
UPDATE shift_swap_requests s
   SET target_shift_date = a.shift_date, target_shift_type_id = a.shift_type_id,
       target_starts_at = a.starts_at, target_ends_at = a.ends_at
  FROM shift_assignments a
 WHERE a.assignment_id = s.target_assignment_id;

ALTER TABLE shift_swap_requests
  ALTER COLUMN requester_shift_date SET NOT NULL,
  ALTER COLUMN requester_shift_type_id SET NOT NULL,
  ALTER COLUMN requester_starts_at SET NOT NULL,
  ALTER COLUMN requester_ends_at SET NOT NULL,
  -- The target's side is all there or all missing (a shift given away to a colleague who has none that day).
  ADD CONSTRAINT shift_swap_requests_target_side CHECK (
    (target_shift_date IS NULL) = (target_shift_type_id IS NULL)
    AND (target_shift_date IS NULL) = (target_starts_at IS NULL)
    AND (target_shift_date IS NULL) = (target_ends_at IS NULL));

-- Managers read the requests of their reports waiting for them.
CREATE INDEX shift_swaps_requester_idx ON shift_swap_requests (requester_id, status);
