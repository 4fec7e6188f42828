// Plan upgrade requests recorded for the team (there is no payment processor).
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { upgradeRequests, users } from '../db/schema';

export async function recordUpgradeRequest(db: Database, userId: string, plan: string): Promise<void> {
  await db.insert(upgradeRequests).values({ userId, plan });
}

export interface UpgradeRequestListing {
  createdAt: Date;
  plan: string;
  username: string;
  email: string;
  currentPlan: string;
}

export async function listUpgradeRequests(db: Database): Promise<UpgradeRequestListing[]> {
  return db
    .select({
      createdAt: upgradeRequests.createdAt,
      plan: upgradeRequests.plan,
      username: users.username,
      email: users.email,
      currentPlan: users.currentPlan,
    })
    .from(upgradeRequests)
    .innerJoin(users, eq(upgradeRequests.userId, users.id))
    .orderBy(desc(upgradeRequests.createdAt));
}
