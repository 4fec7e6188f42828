// The database or an open transaction: repository functions take either, so a caller can group writes.
import type { Database } from '../db/database';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;
