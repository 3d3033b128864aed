import { sql } from 'drizzle-orm';
import type { Database } from '@client-admin/api/src/db/database';

/**
 * Adds generated clients with set-based SQL (generate_series), so 100k rows take seconds.
 * Values vary enough for searches to be selective (names, e-mails, phones, carriers).
 */
export async function generateClients(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO clients (client_type, first_name, last_name, full_name, short_name, email, phone,
                         city, state, zip, status, parent_company, time_zone, created_at)
    SELECT CASE WHEN g % 4 = 0 THEN 'CORPORATE' ELSE 'AGENT' END,
           f.name, l.name,
           CASE WHEN g % 4 = 0 THEN 'Bench Corp ' || g ELSE f.name || ' ' || l.name END,
           'Bench Agency ' || g,
           lower(f.name) || '.' || lower(l.name) || g || '@bench.example.com',
           '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
           'Benchville', 'TX', lpad((g % 100000)::text, 5, '0'),
           (ARRAY['ACTIVE','ACTIVE','ACTIVE','INACTIVE','CANCEL','PAUSE','CORPORATE'])[1 + g % 7],
           (SELECT code FROM parent_companies ORDER BY code OFFSET (g % 40) LIMIT 1),
           5, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${count}) AS g
    CROSS JOIN LATERAL (SELECT (ARRAY['Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','James','Mia','Lucas'])[1 + g % 10] AS name) f
    CROSS JOIN LATERAL (SELECT (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Lopez','Wilson','Moore'])[1 + (g / 10) % 11] AS name) l
  `);
}

/**
 * What autovacuum does in time: new clients, or a migration that rewrote the table, leave its
 * visibility map empty, and the search's index-only scans would visit each row's page until
 * autovacuum came by (half the text search's throughput). A table already vacuumed is quick.
 */
export async function vacuumClients(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) clients`);
}

/**
 * Gives every client without channels `perClient` of them (both products, several quote types
 * and statuses), so 100k clients carry 1M channels as DESIGN.md's large tenant does.
 */
export async function generateChannels(db: Database, perClient: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO channels (client_id, name, service_type, source, product_type_id, quote_type,
                          status, price_cents, geo_maps)
    SELECT c.id,
           (ARRAY['Auto','Home','Renter'])[1 + j % 3] || ' ' || s.service || ' ' || j,
           s.service, s.service, s.product, (ARRAY['auto','home','renter'])[1 + j % 3],
           (ARRAY['ACTIVE','ACTIVE','PAUSE','DAYCAPPED','INACTIVE'])[1 + (c.id + j) % 5],
           1125,
           jsonb_build_array(jsonb_build_object('type', 'State', 'stateAbbreviation', c.state,
                                                'county', null, 'zipCode', null))
    FROM clients c
    CROSS JOIN generate_series(1, ${perClient}) AS j
    CROSS JOIN LATERAL (SELECT CASE WHEN j % 2 = 0 THEN 'Call' ELSE 'Web' END AS service,
                               CASE WHEN j % 2 = 0 THEN 2 ELSE 1 END AS product) s
    WHERE NOT EXISTS (SELECT 1 FROM channels ch WHERE ch.client_id = c.id)
  `);
  await db.execute(sql`ANALYZE channels`);
}

/**
 * Gives every tenth call channel without a schedule the default call schedule in the normalised
 * tables (Monday to Friday 09:00-17:00, weekends inactive, day cap 7, no interval caps): on the
 * large tenant about 50k schedules, 350k days and 350k day parts.
 */
export async function generateSchedules(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO schedules (owner_kind, owner_id, interval_step, is_interval_cap_enabled, monthly_cap)
    SELECT 'channel', ch.id, 15, false, 0
    FROM channels ch
    WHERE ch.service_type = 'Call' AND ch.id % 10 = 0
      AND NOT EXISTS (SELECT 1 FROM schedules s WHERE s.owner_kind = 'channel' AND s.owner_id = ch.id)
  `);
  await db.execute(sql`
    INSERT INTO schedule_days (schedule_id, weekday, is_active, daily_cap)
    SELECT s.id, d, d BETWEEN 1 AND 5, CASE WHEN d BETWEEN 1 AND 5 THEN 7 ELSE 1 END
    FROM schedules s CROSS JOIN generate_series(0, 6) AS d
    WHERE NOT EXISTS (SELECT 1 FROM schedule_days x WHERE x.schedule_id = s.id)
  `);
  await db.execute(sql`
    INSERT INTO schedule_day_parts (schedule_id, weekday, start_minute, end_minute, concurrency_cap, day_part_cap)
    SELECT s.id, d, 540, 1020, 1, 0
    FROM schedules s CROSS JOIN generate_series(0, 6) AS d
    WHERE NOT EXISTS (SELECT 1 FROM schedule_day_parts x WHERE x.schedule_id = s.id)
  `);
  await db.execute(sql`ANALYZE schedules`);
  await db.execute(sql`ANALYZE schedule_days`);
  await db.execute(sql`ANALYZE schedule_day_parts`);
}
