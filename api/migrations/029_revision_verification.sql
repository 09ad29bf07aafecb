-- An approved correction on a voided record (a rejected clock action without face check) reinstates it: the
-- decider vouches for the day's times. The revision keeps how the record was verified before, so it can be undone.
ALTER TABLE attendance_revisions ADD COLUMN verification text
  CHECK (verification IN ('face', 'pending review', 'verified by manager', 'voided'));
