import { Alert, Center, Loader } from '@mantine/core';
import { ErrorList } from '../forms/ErrorList';
import { useBankAccount } from './profile.api';
import { BankInfoForm } from './BankInfoForm';

/** Bank info (GET and PUT /bankaccounts/{id}/); read-only for who may see it but not change it. */
export function BankInfoTab({ userId, readOnly }: { userId: number; readOnly?: boolean }) {
  const account = useBankAccount(userId);
  if (account.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (account.isError) {
    return (
      <Alert color="red">
        <ErrorList error={account.error} />
      </Alert>
    );
  }
  return <BankInfoForm userId={userId} account={account.data} readOnly={readOnly} />;
}
