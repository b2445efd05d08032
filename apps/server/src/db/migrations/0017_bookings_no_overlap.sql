-- No double booking (ARCHITECTURE "Data"): two live slots of one court never overlap in time. The
-- database refuses the overlap itself (23P01), so two concurrent requests can never both win.
ALTER TABLE booking_slots ADD CONSTRAINT booking_slots_no_overlap EXCLUDE USING gist (court_id WITH =, during WITH &&) WHERE (live);