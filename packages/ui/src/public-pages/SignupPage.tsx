import { Alert, Anchor, Button, Center, Loader, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { fieldErrors } from '../api/api-client';
import { t } from '../i18n';
import { RefusalAlert } from '../forms/RefusalAlert';
import { useBranding } from '../branding/branding-context';
import { useFields } from '../forms/use-fields';
import { useRegister } from './auth.api';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitForm } from '../forms/SubmitForm';

const emptyForm = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirmed_password: '',
  company_name: '',
  company_url: '',
};

/** /signup, offered only where the label allows sign-up. Field errors show beside their fields. */
export function SignupPage() {
  const { branding, loading } = useBranding();
  const { values, text } = useFields(emptyForm);
  const register = useRegister();

  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!branding.allow_signup) {
    return (
      <Stack gap="md">
        <Alert color="yellow">{t('api.signupClosed')}</Alert>
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.signup.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  if (register.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {register.data.detail}
        </Alert>
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.signup.toLogin')}
        </Anchor>
      </Stack>
    );
  }

  const errors = fieldErrors(register.error);
  const shownFields = new Set(Object.keys(emptyForm));
  const otherErrors = register.isError && !Object.keys(errors).some((field) => shownFields.has(field));

  return (
    <SubmitForm
      noValidate
      onSubmit={() => {
        register.mutate({
          ...values,
          username: values.username.trim().toLowerCase(),
          company_name: values.company_name || undefined,
          company_url: values.company_url || undefined,
        });
      }}
    >
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('auth.signup.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('common.firstName')} autoComplete="given-name" error={errors.first_name} {...text('first_name')} />
          <TextInput label={t('common.lastName')} autoComplete="family-name" error={errors.last_name} {...text('last_name')} />
        </SimpleGrid>
        <TextInput label={t('common.username')} autoComplete="username" error={errors.username} {...text('username')} />
        <TextInput label={t('common.email')} type="email" autoComplete="email" error={errors.email} {...text('email')} />
        <NewPasswordFields errors={errors} text={text} />
        <TextInput label={t('common.companyName')} autoComplete="organization" error={errors.company_name} {...text('company_name')} />
        <TextInput label={t('common.companyUrl')} type="url" autoComplete="url" error={errors.company_url} {...text('company_url')} />
        <RefusalAlert error={otherErrors ? register.error : null} />
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('auth.signup.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.signup.toLogin')}
        </Anchor>
      </Stack>
    </SubmitForm>
  );
}
