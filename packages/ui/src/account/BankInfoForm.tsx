import { TextInput } from '@mantine/core';
import type { BankAccount } from '@pubdesk/contract';
import { fieldErrors } from '../api';
import { t } from '../i18n';
import { FormLayout } from '../forms/FormLayout';
import { useFields } from '../forms/use-fields';
import { useUpdateBankAccount } from './profile.api';
import { notifyDone, notifyRefused } from '../notify/notices';

/** Bank name and address, account name and number, SWIFT code. */
export function BankInfoForm({ userId, account, readOnly }: { userId: number; account: BankAccount | null; readOnly?: boolean }) {
  const { values, text } = useFields({
    bank_name: account?.bank_name ?? '',
    bank_address: account?.bank_address ?? '',
    account_name: account?.account_name ?? '',
    account_number: account?.account_number ?? '',
    swift_code: account?.swift_code ?? '',
  });
  const update = useUpdateBankAccount(userId);
  const errors = fieldErrors(update.error);

  const save = () =>
    update.mutate(values, {
      onSuccess: () => notifyDone(t('common.saved')),
      onError: (error) => notifyRefused('common.saveFailed', error),
    });

  return (
    <FormLayout title={t('users.tabBank')} submitLabel={t('common.save')} onSubmit={save} submitting={update.isPending} readOnly={readOnly}>
      <TextInput label={t('users.profile.bankName')} error={errors.bank_name} {...text('bank_name')} />
      <TextInput label={t('users.profile.bankAddress')} error={errors.bank_address} {...text('bank_address')} />
      <TextInput label={t('users.profile.accountName')} error={errors.account_name} {...text('account_name')} />
      <TextInput label={t('users.profile.accountNumber')} error={errors.account_number} {...text('account_number')} />
      <TextInput label={t('users.profile.swiftCode')} error={errors.swift_code} {...text('swift_code')} />
    </FormLayout>
  );
}
