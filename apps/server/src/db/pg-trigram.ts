import { sql, type Kysely } from 'kysely';

/**
 * The schema holding pg_trgm on this PostgreSQL database, creating the
 * extension (in `public` where it can) when it is available and allowed; null
 * when it cannot be had. Migration 0021 indexes the players' search text with
 * its operator class; a restore of a one-schema dump, which does not carry the
 * extension, provides it the same way before pg_restore.
 */
export async function provideTrigram<DB>(db: Kysely<DB>): Promise<string | null> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const { rows } = await sql<{ available: boolean; allowed: boolean; schema: string | null }>`
    select
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      (select rolsuper from pg_roles where rolname = current_user)
        or has_database_privilege(current_database(), 'CREATE') as allowed,
      case
        when not exists (select 1 from pg_namespace where nspname = 'public') then current_schema()
        when has_schema_privilege('public', 'CREATE') then 'public'
        else current_schema()
      end as schema`.execute(db);
  const probe = rows[0];
  if (!probe?.available || !probe.allowed || !probe.schema) return null;
  await sql`create extension if not exists pg_trgm with schema ${sql.id(probe.schema)}`.execute(db);
  return probe.schema;
}
