/**
 * The sdk's request types are the domain schemas' inputs and its answer types the domain rows or
 * the gateway's route types, never shapes declared a second time. Checked by the type checker
 * (`npm run typecheck`); at run time these assertions do nothing.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  affTransferInput,
  channelCreateFields,
  channelSearchQuery,
  createRedemptionInput,
  createTokenInput,
  editTagInput,
  fetchModelsInput,
  passwordResetInput,
  payInput,
  redemptionStatusInput,
  topUpAmountInput,
  tokenStatusInput,
  updateChannelInput,
  updateRedemptionInput,
  updateSelfInput,
  updateTokenInput,
  userSettingSchema,
} from '@gateway/domain';
import type {
  ChannelBalance,
  ChannelFields,
  ChannelModel,
  ChannelSearchParams,
  ChannelListParams,
  ChannelTestProgress,
  ChannelTestResult,
  CreateChannelInput,
  CreateRedemptionsInput,
  CreateTokenInput,
  EditTagInput,
  FetchModelsInput,
  LogStat,
  PasswordResetConfirmation,
  PayForm,
  PayInput,
  QuotaDataRow,
  RedemptionStatusInput,
  TokenFields,
  TokenStatusInput,
  TopUpAmountInput,
  UpdateChannelInput,
  UpdateRedemptionInput,
  UpdateSelfRequest,
  UpdateTokenInput,
  UserGroupInfo,
  UserSettingRequest,
} from '../index.ts';
import type { createUser, login, manageUser, register, submitSetup, transferAffQuota, updateUser } from '../index.ts';
import type { createUserInput, loginInput, manageUserInput, registerInput, setupInput, updateUserInput } from '@gateway/domain';

describe('sdk wire types come from the domain schemas and the routes', () => {
  it('request bodies are the schemas’ inputs', () => {
    expectTypeOf<ChannelFields>().toEqualTypeOf<z.input<typeof channelCreateFields>>();
    expectTypeOf<CreateChannelInput>().toEqualTypeOf<{ mode?: 'single' | 'batch'; channel: z.input<typeof channelCreateFields> }>();
    expectTypeOf<UpdateChannelInput>().toEqualTypeOf<z.input<typeof updateChannelInput>>();
    expectTypeOf<EditTagInput>().toEqualTypeOf<z.input<typeof editTagInput>>();
    expectTypeOf<FetchModelsInput>().toEqualTypeOf<z.input<typeof fetchModelsInput>>();
    expectTypeOf<ChannelSearchParams>().toEqualTypeOf<ChannelListParams & z.input<typeof channelSearchQuery>>();
    expectTypeOf<CreateTokenInput>().toEqualTypeOf<z.input<typeof createTokenInput>>();
    expectTypeOf<UpdateTokenInput>().toEqualTypeOf<z.input<typeof updateTokenInput>>();
    expectTypeOf<TokenFields>().toEqualTypeOf<Omit<z.input<typeof updateTokenInput>, 'id'>>();
    expectTypeOf<TokenStatusInput>().toEqualTypeOf<z.input<typeof tokenStatusInput>>();
    expectTypeOf<CreateRedemptionsInput>().toEqualTypeOf<z.input<typeof createRedemptionInput>>();
    expectTypeOf<UpdateRedemptionInput>().toEqualTypeOf<z.input<typeof updateRedemptionInput>>();
    expectTypeOf<RedemptionStatusInput>().toEqualTypeOf<z.input<typeof redemptionStatusInput>>();
    expectTypeOf<UpdateSelfRequest>().toEqualTypeOf<z.input<typeof updateSelfInput>>();
    expectTypeOf<UserSettingRequest>().toEqualTypeOf<z.input<typeof userSettingSchema>>();
    expectTypeOf<PasswordResetConfirmation>().toEqualTypeOf<z.input<typeof passwordResetInput>>();
    expectTypeOf<TopUpAmountInput>().toEqualTypeOf<z.input<typeof topUpAmountInput>>();
    expectTypeOf<PayInput>().toEqualTypeOf<z.input<typeof payInput>>();
  });

  it('functions take the schemas’ inputs', () => {
    expectTypeOf<Parameters<typeof login>[0]>().toEqualTypeOf<z.input<typeof loginInput>>();
    expectTypeOf<Parameters<typeof register>[0]>().toEqualTypeOf<z.input<typeof registerInput>>();
    expectTypeOf<Parameters<typeof submitSetup>[0]>().toEqualTypeOf<z.input<typeof setupInput>>();
    expectTypeOf<Parameters<typeof createUser>[0]>().toEqualTypeOf<z.input<typeof createUserInput>>();
    expectTypeOf<Parameters<typeof updateUser>[0]>().toEqualTypeOf<z.input<typeof updateUserInput>>();
    expectTypeOf<Parameters<typeof manageUser>[0]>().toEqualTypeOf<z.input<typeof manageUserInput>>();
    expectTypeOf<Parameters<typeof transferAffQuota>[0]>().toEqualTypeOf<z.input<typeof affTransferInput>['quota']>();
  });

  it('answers no domain schema names are read from the gateway routes', () => {
    expectTypeOf<ChannelTestProgress>().toEqualTypeOf<{ running: boolean; done: number; total: number }>();
    expectTypeOf<ChannelTestResult>().toEqualTypeOf<{ time: number }>();
    expectTypeOf<ChannelBalance>().toEqualTypeOf<{ balance: number }>();
    expectTypeOf<ChannelModel>().toEqualTypeOf<{ id: string; object: 'model'; owned_by: string }>();
    expectTypeOf<LogStat>().toEqualTypeOf<{ quota: number; token: number; rpm: number; tpm: number }>();
    expectTypeOf<UserGroupInfo>().toEqualTypeOf<{ desc: string; ratio: number }>();
    expectTypeOf<PayForm>().toEqualTypeOf<{ url: string; params: Record<string, string> }>();
    expectTypeOf<QuotaDataRow>().toEqualTypeOf<{
      id: number;
      user_id: number;
      username: string;
      model_name: string;
      created_at: number;
      token_used: number;
      count: number;
      quota: number;
    }>();
  });
});
