import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows of a table as one parameter, for `INSERT … SELECT`: the rows travel as one JSON
 * string, read back by jsonb_to_recordset with the columns' own types. The statement does not
 * grow with the batch; drizzle's builder of a many-row VALUES list cost more than the insert.
 * Columns left out take their defaults.
 */
export function jsonRows<Table extends PgTable>(
  table: Table,
  keys: readonly (keyof Table['$inferInsert'] & string)[],
) {
  const all = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return {
    /** `INSERT INTO table (columns) SELECT … FROM the rows`, to be followed by any clause. */
    insert(rows: Table['$inferInsert'][]): SQL {
      const json = JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(columns.map((column, index) => [column.name, row[keys[index]!]])),
        ),
      );
      return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as rows(${definitions})`;
    },
  };
}
