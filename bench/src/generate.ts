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
  await db.execute(sql`ANALYZE clients`);
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
