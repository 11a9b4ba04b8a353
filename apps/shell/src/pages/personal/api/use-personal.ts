import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bindEmail,
  deleteSelf,
  generateAccessToken,
  sendTestNotification,
  sendVerificationCode,
  transferAffQuota,
  updateSelf,
  updateUserSetting,
} from '@gateway/sdk';
import type { UpdateSelfRequest, UserSettingRequest } from '@gateway/sdk';
import { affCodeQuery, queryKeys, selfQuery, userModelsQuery } from '@gateway/sdk/queries';

/** Notice keys of the page's actions: an action's next result replaces its last notice (ADR 0021). */
export const personalNoticeKeys = {
  profile: 'personal.profile',
  password: 'personal.password',
  token: 'personal.token',
  transfer: 'personal.transfer',
  email: 'personal.email',
  emailCode: 'personal.email.code',
  notifications: 'personal.notifications',
  notificationTest: 'personal.notifications.test',
  price: 'personal.price',
  delete: 'personal.delete',
} as const;

/** GET /api/user/self (SH-074). */
export function useSelf() {
  return useQuery(selfQuery());
}

/** GET /api/user/aff (SH-079). */
export function useAffCode() {
  return useQuery(affCodeQuery());
}

/** GET /api/user/models (SH-081). */
export function useUserModels() {
  return useQuery(userModelsQuery());
}

/** The page's writes; those that change the account refresh GET /api/user/self. */
export function usePersonalMutations() {
  const client = useQueryClient();
  const refreshSelf = () => void client.invalidateQueries({ queryKey: queryKeys.self });
  return {
    updateProfile: useMutation({
      mutationFn: (input: UpdateSelfRequest) => updateSelf(input),
      meta: { notifyKey: personalNoticeKeys.profile },
      onSuccess: refreshSelf,
    }),
    changePassword: useMutation({ mutationFn: (input: UpdateSelfRequest) => updateSelf(input), meta: { notifyKey: personalNoticeKeys.password } }),
    generateToken: useMutation({ mutationFn: () => generateAccessToken(), meta: { notifyKey: personalNoticeKeys.token } }),
    transfer: useMutation({ mutationFn: (quota: number) => transferAffQuota(quota), meta: { notifyKey: personalNoticeKeys.transfer }, onSuccess: refreshSelf }),
    sendEmailCode: useMutation({
      mutationFn: (input: { email: string; turnstile?: string }) => sendVerificationCode(input.email, input.turnstile),
      meta: { notifyKey: personalNoticeKeys.emailCode },
    }),
    bindEmail: useMutation({
      mutationFn: (input: { email: string; code: string }) => bindEmail(input.email, input.code),
      meta: { notifyKey: personalNoticeKeys.email },
      onSuccess: refreshSelf,
    }),
    // SH-095: a failed notification save says so in its own words (shown by the form, not the generic handler).
    saveNotifications: useMutation({ mutationFn: (setting: UserSettingRequest) => updateUserSetting(setting), meta: { silent: true }, onSuccess: refreshSelf }),
    testNotification: useMutation({
      mutationFn: (setting: UserSettingRequest) => sendTestNotification(setting),
      meta: { notifyKey: personalNoticeKeys.notificationTest },
    }),
    savePrice: useMutation({
      mutationFn: (setting: UserSettingRequest) => updateUserSetting(setting),
      meta: { notifyKey: personalNoticeKeys.price },
      onSuccess: refreshSelf,
    }),
    deleteAccount: useMutation({ mutationFn: () => deleteSelf(), meta: { notifyKey: personalNoticeKeys.delete } }),
  };
}
