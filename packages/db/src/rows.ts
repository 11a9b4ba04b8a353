import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from './database.ts';

/** Row types per table: `…Row` as read, `New…` for inserts, `…Update` for patches. */

export type UserRow = Selectable<Database['users']>;
export type NewUser = Insertable<Database['users']>;
export type UserUpdate = Updateable<Database['users']>;

export type TokenRow = Selectable<Database['tokens']>;
export type NewToken = Insertable<Database['tokens']>;
export type TokenUpdate = Updateable<Database['tokens']>;

export type ChannelRow = Selectable<Database['channels']>;
export type NewChannel = Insertable<Database['channels']>;
export type ChannelUpdate = Updateable<Database['channels']>;

export type AbilityRow = Selectable<Database['abilities']>;
export type NewAbility = Insertable<Database['abilities']>;
export type AbilityUpdate = Updateable<Database['abilities']>;

export type OptionRow = Selectable<Database['options']>;

export type LogRow = Selectable<Database['logs']>;
export type NewLog = Insertable<Database['logs']>;

export type RedemptionRow = Selectable<Database['redemptions']>;
export type NewRedemption = Insertable<Database['redemptions']>;
export type RedemptionUpdate = Updateable<Database['redemptions']>;

export type TopUpRow = Selectable<Database['top_ups']>;
export type NewTopUp = Insertable<Database['top_ups']>;
export type TopUpUpdate = Updateable<Database['top_ups']>;

export type MidjourneyRow = Selectable<Database['midjourneys']>;
export type NewMidjourney = Insertable<Database['midjourneys']>;
export type MidjourneyUpdate = Updateable<Database['midjourneys']>;

export type TaskRow = Selectable<Database['tasks']>;
export type NewTask = Insertable<Database['tasks']>;
export type TaskUpdate = Updateable<Database['tasks']>;

export type QuotaDataRow = Selectable<Database['quota_data']>;
export type NewQuotaData = Insertable<Database['quota_data']>;

export type SetupRow = Selectable<Database['setups']>;
export type NewSetup = Insertable<Database['setups']>;

export type VerificationCodeRow = Selectable<Database['verification_codes']>;
export type NewVerificationCode = Insertable<Database['verification_codes']>;
