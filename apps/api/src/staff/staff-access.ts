import type { Db } from '../db/client';
import { endSession } from '../repositories/staff-repository';
import type { ActiveSession } from '../repositories/staff-repository';
import { signIn } from './sign-in';

/** Sign-in and sign-out (decision 009), bound to the database for the back office's routes. */
export function createStaffAccess(db: Db) {
  return {
    signIn: (attempt: Parameters<typeof signIn>[1]) => signIn(db, attempt),
    /** Ends the session and records the sign-out. */
    signOut: (session: ActiveSession, ip: string) => endSession(db, session, ip),
  };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
