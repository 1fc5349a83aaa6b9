import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type SqliteDialectConfig,
} from "kysely";

/**
 * Transactions that take SQLite's write lock when they begin. A plain (deferred) BEGIN reads first
 * and asks for the lock at its first write; if another process wrote in between, SQLite refuses
 * that write at once (SQLITE_BUSY_SNAPSHOT), and busy_timeout cannot help. Starting immediate
 * makes a second process wait its turn instead, so several instances can share one file.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export function immediateSqliteDialect(config: SqliteDialectConfig): Dialect {
  const dialect = new SqliteDialect(config);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ImmediateSqliteDriver(config),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
