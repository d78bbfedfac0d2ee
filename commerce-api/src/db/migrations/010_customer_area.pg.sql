-- PostgreSQL twin of 010_customer_area.sql. An identity never hands an id out twice, but the
-- customers code picks ids above both tables on either engine, so closed ids are kept here too.
CREATE TABLE retired_customer_ids (id bigint PRIMARY KEY);
CREATE FUNCTION retire_customer_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO retired_customer_ids (id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_retire_id AFTER DELETE ON customers FOR EACH ROW EXECUTE FUNCTION retire_customer_id();

ALTER TABLE account_deletions ADD COLUMN reason_code text;
