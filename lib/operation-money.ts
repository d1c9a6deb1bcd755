import type { Position } from "./ledger/position";
import { NO_POSITION } from "./ledger/position";

/**
 * An investor's money in one operation (Mis Operaciones): their position there, every figure from
 * the ledger (lib/ledger/position.ts), and how many of their movements in it are still pending.
 */
export type OperationMoney = Position & { pendingMovements: number };

export const NO_MONEY: OperationMoney = { ...NO_POSITION, pendingMovements: 0 };
