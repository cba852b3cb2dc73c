-- An order is booked for a candidate: a contact (an enquiry) has no date of birth, NI number or
-- address to book with. Checked in the database, where every booking path inserts, and reported
-- as the person foreign key's own violation, so the API answers it as an unknown userId.
CREATE FUNCTION orders_person_is_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM people WHERE id = NEW.person_id AND kind = 'candidate') THEN
    RAISE EXCEPTION 'an order must name a candidate'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'orders_person_id_people_id_fk';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_person_is_candidate BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_person_is_candidate();
