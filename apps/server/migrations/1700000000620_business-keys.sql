-- Up Migration
-- Business keys (docs/decisions/0530): one live record of a 项目编号 per company, of a 订单编号 per project, of a
-- tanker's 车牌号 per company, of a plate-recognition car's 车牌号 per project, of a 设备编号 per company (every
-- device kind). An empty value is no key. The declarations name these indexes (`key` in packages/contract;
-- businessKeyOf: `<table>_<columns>_key`); the server refuses a duplicate before it reaches them (409
-- 项目编号已存在) and answers the same when two calls race into one.
--
-- An index is created only where the live rows hold no duplicate already: a database that has some keeps them
-- (a person decides which record is the real one) and is told so in the log; the server's check still refuses
-- every new duplicate there.
DO $$
DECLARE
  k record;
  dupes integer;
BEGIN
  FOR k IN SELECT * FROM (VALUES
    ('projects', 'project_no', 'company_id'),
    ('conc_orders', 'order_no', 'project_id'),
    ('conc_tanker_cars', 'plate_no', 'company_id'),
    ('lpr_cars', 'plate_no', 'project_id'),
    ('devices', 'serial_no', 'company_id')
  ) AS v(tbl, col, per) LOOP
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I WHERE if_del = 0 AND %I <> %L GROUP BY %I, %I HAVING count(*) > 1) d',
                   k.tbl, k.col, '', k.per, k.col) INTO dupes;
    IF dupes = 0 THEN
      EXECUTE format('CREATE UNIQUE INDEX %I ON %I (%I, %I) WHERE if_del = 0 AND %I <> %L',
                     k.tbl || '_' || k.col || '_key', k.tbl, k.per, k.col, k.col, '');
    ELSE
      RAISE WARNING 'business key %.% has % duplicated value(s) among live rows: no unique index created', k.tbl, k.col, dupes;
    END IF;
  END LOOP;
END $$;

-- Down Migration
DROP INDEX IF EXISTS projects_project_no_key;
DROP INDEX IF EXISTS conc_orders_order_no_key;
DROP INDEX IF EXISTS conc_tanker_cars_plate_no_key;
DROP INDEX IF EXISTS lpr_cars_plate_no_key;
DROP INDEX IF EXISTS devices_serial_no_key;
